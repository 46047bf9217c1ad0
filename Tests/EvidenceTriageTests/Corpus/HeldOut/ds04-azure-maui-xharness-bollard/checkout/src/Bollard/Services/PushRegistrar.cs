using System;
using System.Threading.Tasks;
using Foundation;
using UIKit;

namespace Bollard.Services;

public interface IPushRegistrar { Task<string> RegisterAsync(TimeSpan timeout); }

public class PushRegistrar : IPushRegistrar
{
    static TaskCompletionSource<string>? pending;

    public async Task<string> RegisterAsync(TimeSpan timeout)
    {
        pending = new TaskCompletionSource<string>(TaskCreationOptions.RunContinuationsAsynchronously);
        UIApplication.SharedApplication.InvokeOnMainThread(
            () => UIApplication.SharedApplication.RegisterForRemoteNotifications());
        return await pending.Task.WaitAsync(timeout);
    }

    // Called from AppDelegate.
    public static void OnRegistered(NSData token) => pending?.TrySetResult(Convert.ToHexString(token.ToArray()));
    public static void OnFailed(NSError error) => pending?.TrySetException(new NSErrorException(error));
}
