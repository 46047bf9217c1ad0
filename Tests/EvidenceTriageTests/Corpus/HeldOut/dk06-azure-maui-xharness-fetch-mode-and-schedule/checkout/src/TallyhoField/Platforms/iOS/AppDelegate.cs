using Foundation;
using UIKit;

namespace TallyhoField;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        var result = base.FinishedLaunching(application, launchOptions);

        // Field sync runs from legacy background fetch (see MauiProgram:
        // iOSLifecycle.PerformFetch). The interval is a hint; iOS decides
        // when, and only if "fetch" is in the built app's UIBackgroundModes.
        //
        // 6 hours, matching SyncSchedule.Interval.
        var interval = SyncSchedule.Interval.TotalSeconds;
        application.SetMinimumBackgroundFetchInterval(interval);
        Console.WriteLine("[tallyho] MinimumBackgroundFetchInterval set (6h)");
        return result;
    }
}
