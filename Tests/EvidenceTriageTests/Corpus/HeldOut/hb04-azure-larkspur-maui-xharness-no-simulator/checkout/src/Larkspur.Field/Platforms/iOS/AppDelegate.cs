using BackgroundTasks;
using Foundation;
using Larkspur.Field.Sync;
using UIKit;

namespace Larkspur.Field;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string RefreshTaskId = "com.larkspur.field.refresh";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Registered before launch completes, as BGTaskScheduler requires.
        BGTaskScheduler.Shared.Register(RefreshTaskId, null, task =>
            SurveyRefreshAdapter.Handle((BGAppRefreshTask)task));

        return base.FinishedLaunching(application, launchOptions);
    }
}
