using Foundation;
using UIKit;
using UserNotifications;
using Plugin.LocalNotification;
using BackgroundTasks;

namespace Kelpie;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var ok = base.FinishedLaunching(application, launchOptions);   // UseLocalNotification() sets the plugin's delegate here

        BackgroundSync.Register();

        // Push: tide alerts from the server. Replaces whatever delegate was set before,
        // including Plugin.LocalNotification's, so NotificationReceived never fires.
        UNUserNotificationCenter.Current.Delegate = new PushNotificationDelegate();
        return ok;
    }
}
