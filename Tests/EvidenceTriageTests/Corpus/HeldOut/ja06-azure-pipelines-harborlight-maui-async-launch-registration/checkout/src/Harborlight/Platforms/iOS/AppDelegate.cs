using BackgroundTasks;
using Foundation;
using Plugin.LocalNotification;
using UIKit;

namespace Harborlight;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string BerthRefreshTaskId = "com.harborlight.app.berth-refresh";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Was: LocalNotificationCenter.RequestNotificationPermissionAsync().GetAwaiter().GetResult();
        // That blocked the main thread and hung launch (Plugin.LocalNotification#294). PR #57 made
        // the start-up work async so FinishedLaunching returns immediately.
        InitializeAsync();
        return base.FinishedLaunching(application, launchOptions);
    }

    async void InitializeAsync()
    {
        await LocalNotificationCenter.Current.RequestNotificationPermission();

        // Berth availability refresh (BGAppRefreshTask).
        BGTaskScheduler.Shared.Register(BerthRefreshTaskId, null,
            task => BerthRefresh.Handle((BGAppRefreshTask)task));
        BerthRefresh.Schedule();
    }
}
