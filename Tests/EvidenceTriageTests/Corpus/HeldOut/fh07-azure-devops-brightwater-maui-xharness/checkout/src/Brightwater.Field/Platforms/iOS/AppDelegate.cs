using Foundation;
using UIKit;

namespace Brightwater.Field;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var result = base.FinishedLaunching(application, launchOptions);
        Platforms.iOS.BackgroundTasksRegistrar.RegisterAll(IPlatformApplication.Current!.Services);
        return result;
    }
}
