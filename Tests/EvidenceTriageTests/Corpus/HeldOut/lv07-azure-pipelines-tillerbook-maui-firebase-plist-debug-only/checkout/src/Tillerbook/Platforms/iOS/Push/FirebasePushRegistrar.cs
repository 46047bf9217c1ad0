using Firebase.CloudMessaging;
using Foundation;
using UIKit;

namespace Tillerbook.Platforms.iOS.Push;

/// <summary>Registers the device for field-alert pushes (frost, spray windows).</summary>
public sealed class FirebasePushRegistrar : IPushRegistrar
{
    static bool configured;

    public string? Token { get; private set; }

    static void EnsureConfigured()
    {
        if (configured)
            return;
        // Reads GoogleService-Info.plist from the app bundle.
        Firebase.Core.App.Configure();
        configured = true;
    }

    public async Task<string?> RegisterAsync(CancellationToken ct)
    {
        EnsureConfigured();
        await MainThread.InvokeOnMainThreadAsync(UIApplication.SharedApplication.RegisterForRemoteNotifications);
        Token = await Messaging.SharedInstance.FetchTokenAsync();
        return Token;
    }
}
