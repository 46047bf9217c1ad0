using Foundation;
using Microsoft.Maui.TestUtils.DeviceTests.Runners;
using Rotawise.Platforms.iOS;
using UIKit;

namespace Rotawise.DeviceTests;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var result = base.FinishedLaunching(application, launchOptions);
        PlatformBootstrap.FinishedLaunching(application, launchOptions);   // same as the app
        return result;
    }
}
