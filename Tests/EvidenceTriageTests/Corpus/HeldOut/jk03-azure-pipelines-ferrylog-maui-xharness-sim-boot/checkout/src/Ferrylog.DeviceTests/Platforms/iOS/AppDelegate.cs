using Ferrylog.Platforms.iOS.Background;
using Foundation;
using Microsoft.DotNet.XHarness.TestRunners.Xunit;
using UIKit;

namespace Ferrylog.DeviceTests;

[Register(nameof(AppDelegate))]
public class AppDelegate : UIApplicationDelegate
{
    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        BackgroundRegistration.RegisterAll();   // same call as the app head
        _ = XHarnessRunner.RunAsync(typeof(AppDelegate).Assembly);
        return true;
    }
}
