using Foundation;

namespace Harrowgate.Platforms.iOS;

/// <summary>
/// Bridges the two APNs registration callbacks from AppDelegate into a Task.
/// </summary>
public sealed class PushRegistration
{
    public static PushRegistration Shared { get; } = new();

    private TaskCompletionSource<RegistrationOutcome> _tcs = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public Task<RegistrationOutcome> Result => _tcs.Task;

    public void Reset() =>
        _tcs = new TaskCompletionSource<RegistrationOutcome>(TaskCreationOptions.RunContinuationsAsynchronously);

    // AppDelegate.RegisteredForRemoteNotifications
    public void DidRegister(NSData deviceToken) =>
        _tcs.TrySetResult(new RegistrationOutcome(true, deviceToken.ToArray(), null));

    // AppDelegate.FailedToRegisterForRemoteNotifications
    public void DidFail(NSError error) =>
        _tcs.TrySetResult(new RegistrationOutcome(false, null, new NSErrorException(error)));
}

public sealed record RegistrationOutcome(bool Succeeded, byte[]? Token, Exception? Error);
