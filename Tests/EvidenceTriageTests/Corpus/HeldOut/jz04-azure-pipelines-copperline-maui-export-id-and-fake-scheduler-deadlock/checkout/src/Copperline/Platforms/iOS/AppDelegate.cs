using Foundation;
using UIKit;

namespace Copperline;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // BGTaskScheduler handlers must be registered before launch finishes.
        BackgroundTaskBootstrap.RegisterAll();
        return base.FinishedLaunching(application, launchOptions);
    }

    public override void DidEnterBackground(UIApplication application)
    {
        BackgroundTaskBootstrap.ScheduleRefresh();
        base.DidEnterBackground(application);
    }
}
