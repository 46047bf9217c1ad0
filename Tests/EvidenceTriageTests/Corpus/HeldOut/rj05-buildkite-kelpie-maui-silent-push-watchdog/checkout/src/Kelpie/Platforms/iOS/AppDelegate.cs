using BackgroundTasks;
using Foundation;
using UIKit;

namespace Kelpie;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string RefreshId = "com.kelpie.roster.refresh";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
    {
        var ok = BGTaskScheduler.Shared.Register(RefreshId, null, task => RosterRefresh.Handle((BGAppRefreshTask)task));
        Diagnostics.Record(RefreshId, "appRefresh", "registration", ok ? "succeeded" : "failed");
        return base.FinishedLaunching(app, options);
    }

    [Export("application:didReceiveRemoteNotification:fetchCompletionHandler:")]
    public void DidReceiveRemoteNotification(UIApplication app, NSDictionary userInfo, Action<UIBackgroundFetchResult> completion)
    {
        RosterRefresh.FromSilentPush(userInfo, completion);
    }
}
