using Foundation;
using Harborline.Services;
using UIKit;

namespace Harborline;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Launch handlers must be registered before the app finishes launching.
        TideRefreshScheduler.Register();
        return base.FinishedLaunching(application, launchOptions);
    }
}
