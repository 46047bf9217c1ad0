using Foundation;
using Microsoft.DotNet.XHarness.TestRunners.Common;
using Oxbow.App.Platforms.iOS;
using UIKit;

namespace Oxbow.DeviceTests;

[Register(nameof(AppDelegate))]
public class AppDelegate : ApplicationDelegate
{
    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Same registration as the shipping app, so the scheduler sees a handler for the id.
        BackgroundRefresh.Register(_ => Task.CompletedTask);
        return base.FinishedLaunching(application, launchOptions);
    }
}
