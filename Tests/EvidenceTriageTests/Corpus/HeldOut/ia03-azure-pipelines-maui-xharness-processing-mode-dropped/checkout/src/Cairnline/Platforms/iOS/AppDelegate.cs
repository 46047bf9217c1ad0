using BackgroundTasks;
using Cairnline.Background;
using Foundation;
using UIKit;

namespace Cairnline;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Launch handlers must be registered before FinishedLaunching returns.
        BackgroundTaskRegistry.RegisterAll(BGTaskScheduler.Shared);
        return base.FinishedLaunching(application, launchOptions);
    }
}
