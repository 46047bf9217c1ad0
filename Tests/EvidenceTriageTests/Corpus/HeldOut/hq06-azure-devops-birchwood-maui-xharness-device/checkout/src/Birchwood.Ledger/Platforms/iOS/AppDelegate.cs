using Foundation;
using UIKit;

namespace Birchwood.Ledger.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Handlers must be registered before launch finishes.
        LedgerBackgroundTasks.RegisterAll();
        return base.FinishedLaunching(application, launchOptions);
    }
}
