using Foundation;
using Fieldbook.Services;
using UIKit;

namespace Fieldbook;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BackgroundSync.Register();
        return base.FinishedLaunching(application, launchOptions);
    }

    // Push messages arrive through the notification SDK's OnPushNotificationReceived event,
    // which PushRouter subscribes to.
}
