using Foundation;
using Plugin.Firebase.CloudMessaging;
using UIKit;
using UserNotifications;

namespace Courierly.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var launched = base.FinishedLaunching(application, launchOptions);
        UNUserNotificationCenter.Current.Delegate = new CourierlyNotificationDelegate();
        RouteRefreshTask.Register();
        return launched;
    }

    // Token hand-off for Plugin.Firebase.CloudMessaging.
    [Export("application:didRegisterForRemoteNotificationsWithDeviceToken:")]
    public void RegisteredForRemoteNotifications(UIApplication application, NSData deviceToken)
        => CrossFirebaseCloudMessaging.Current.OnTokenRefresh(deviceToken);

    // Data-only (content-available) pushes: the "route-changed" sync relies on this path.
    // Removed in #512 ("drop legacy remote-notification override, the plugin swizzles it").
}
