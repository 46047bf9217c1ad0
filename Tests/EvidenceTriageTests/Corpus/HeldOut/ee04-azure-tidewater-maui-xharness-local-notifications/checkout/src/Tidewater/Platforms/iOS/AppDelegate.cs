using Foundation;
using Plugin.LocalNotification;
using Tidewater.Push;
using UIKit;
using UserNotifications;

namespace Tidewater;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var result = base.FinishedLaunching(application, launchOptions);

        // Added in 3.8 for remote (APNs) tide-warning pushes.
        // Replaces whatever delegate was installed before, including the one
        // UseLocalNotification() set up in MauiProgram.
        UNUserNotificationCenter.Current.Delegate = new PushNotificationDelegate();
        application.RegisterForRemoteNotifications();

        return result;
    }
}
