using Foundation;
using UIKit;
using TideWatch.Services;

namespace TideWatch.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BackgroundSyncScheduler.Shared.Register();
        application.RegisterForRemoteNotifications();
        return base.FinishedLaunching(application, launchOptions);
    }

    // Silent "tide table changed" pushes (content-available: 1)
    [Export("application:didReceiveRemoteNotification:fetchCompletionHandler:")]
    public void DidReceiveRemoteNotification(UIApplication application, NSDictionary userInfo, Action<UIBackgroundFetchResult> completionHandler)
    {
        TidePushHandler.Handle(userInfo).ContinueWith(t => completionHandler(t.Result));
    }
}
