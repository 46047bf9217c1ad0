using BackgroundTasks;
using Foundation;
using UIKit;
using Tallis.Core.Jobs;

namespace Tallis.App;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    public const string VisitUploadTaskId = "com.tallisfield.app.visit-upload";

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Registered before returning from FinishedLaunching, as BGTaskScheduler requires.
        BGTaskScheduler.Shared.Register(VisitUploadTaskId, null, task =>
            VisitUploadBackgroundHandler.Handle((BGProcessingTask)task));
        return base.FinishedLaunching(application, launchOptions);
    }
}
