using Birchwood.Ledger.Platforms.iOS;
using Foundation;
using UIKit;

namespace Birchwood.Ledger.DeviceTests.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Same launch-time registration as the shipping app.
        LedgerBackgroundTasks.RegisterAll();
        return base.FinishedLaunching(application, launchOptions);
    }
}
