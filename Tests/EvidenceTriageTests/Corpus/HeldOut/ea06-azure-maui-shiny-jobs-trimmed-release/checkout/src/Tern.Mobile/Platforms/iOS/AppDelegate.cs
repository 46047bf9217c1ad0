using Foundation;
using UIKit;

namespace Tern.Mobile;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Shiny registers its BGTask handlers (com.shiny.job*) from the host builder.
        var ok = base.FinishedLaunching(application, launchOptions);

        // TF-1377 moved notification setup into NotificationBootstrap.InitAsync(),
        // which requests authorization only; no UNUserNotificationCenter delegate
        // is assigned any more.
        _ = NotificationBootstrap.InitAsync();
        return ok;
    }
}
