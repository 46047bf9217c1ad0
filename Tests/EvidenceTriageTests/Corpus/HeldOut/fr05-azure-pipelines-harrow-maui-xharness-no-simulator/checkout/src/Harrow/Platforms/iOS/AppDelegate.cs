using BackgroundTasks;
using Foundation;
using Harrow.Sync;
using UIKit;

namespace Harrow;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string StockSyncTaskId = "farm.harrow.app.stock-sync";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Must happen before FinishedLaunching returns.
        var registered = BGTaskScheduler.Shared.Register(StockSyncTaskId, null, task =>
            StockSyncBackgroundTask.Handle((BGAppRefreshTask)task));
        Console.WriteLine($"[Harrow] register {StockSyncTaskId}: {registered}");

        return base.FinishedLaunching(application, launchOptions);
    }

    public override void DidEnterBackground(UIApplication application)
    {
        StockSyncBackgroundTask.Schedule(TimeSpan.FromMinutes(30));
        base.DidEnterBackground(application);
    }
}
