using BackgroundTasks;
using Foundation;
using Kestrel.Sync;
using UIKit;

namespace Kestrel;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BGTaskScheduler.Shared.Register(LogbookSyncScheduler.Identifier, null, task =>
            LogbookSyncScheduler.Handle((BGAppRefreshTask)task));
        return base.FinishedLaunching(application, launchOptions);
    }
}
