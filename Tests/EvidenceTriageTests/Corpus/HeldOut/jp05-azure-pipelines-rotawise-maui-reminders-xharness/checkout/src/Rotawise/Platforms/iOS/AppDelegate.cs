using Foundation;
using UIKit;

namespace Rotawise.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // base runs CreateMauiApp(): .UseLocalNotification() installs the plugin's
        // UNUserNotificationCenter delegate there.
        var result = base.FinishedLaunching(application, launchOptions);
        PlatformBootstrap.FinishedLaunching(application, launchOptions);
        return result;
    }
}
