using BackgroundTasks;
using Foundation;
using UIKit;

namespace Larchmont.Pantry;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // BGTaskScheduler requires every launch handler before FinishedLaunching returns.
        BackgroundJobs.Register();
        return base.FinishedLaunching(application, launchOptions);
    }

    public override void DidEnterBackground(UIApplication application)
    {
        BackgroundJobs.ScheduleRefresh(throwOnError: false);
        BackgroundJobs.SchedulePrune();
        base.DidEnterBackground(application);
    }
}
