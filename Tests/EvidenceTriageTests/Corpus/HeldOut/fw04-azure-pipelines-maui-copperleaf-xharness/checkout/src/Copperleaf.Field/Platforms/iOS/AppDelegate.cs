using BackgroundTasks;
using Copperleaf.Field.Core.Background;
using Foundation;
using UIKit;

namespace Copperleaf.Field;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string SyncTaskId = "com.copperleaf.field.inspection-sync";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Must happen before FinishedLaunching returns.
        BGTaskScheduler.Shared.Register(SyncTaskId, null, task =>
            BackgroundSyncAdapter.Handle((BGProcessingTask)task, IPlatformApplication.Current!.Services));
        return base.FinishedLaunching(application, launchOptions);
    }
}
