using Tallyboard.Auth;
using Tallyboard.Platforms.iOS;
using UIKit;
using Xunit;

namespace Tallyboard.DeviceTests;

public class BackgroundLaunchTests
{
    [Fact]
    public async Task SilentPushLaunchKeepsUserSignedIn()
    {
        await TestSession.SignInAsync("ops@tallyboard.example");

        // What iOS does when a content-available push arrives for a killed app:
        // MauiUIApplicationDelegate creates the MauiApp, then DidReceiveRemoteNotification runs.
        await BackgroundLaunchSimulator.RunAsync(
            applicationState: UIApplicationState.Background,
            payload: new() { ["aps"] = new Dictionary<string, object> { ["content-available"] = 1 }, ["kind"] = "tally-changed" });

        Assert.True(SessionStore.Current.IsSignedIn);
    }
}
