using BackgroundTasks;
using Foundation;
using UIKit;

namespace Fieldline;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string JobSyncTaskId = "com.fieldline.app.jobsync";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BGTaskScheduler.Shared.Register(JobSyncTaskId, null, task => JobSyncHandler.Handle((BGProcessingTask)task));
        return base.FinishedLaunching(application, launchOptions);
    }
}
