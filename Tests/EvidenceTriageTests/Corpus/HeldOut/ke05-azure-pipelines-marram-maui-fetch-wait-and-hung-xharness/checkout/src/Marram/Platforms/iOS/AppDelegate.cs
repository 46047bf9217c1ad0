using Foundation;
using Marram.Sync;
using UIKit;

namespace Marram.Platforms.iOS;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    internal static Action<UIBackgroundFetchResult>? FetchCompletedForTesting;

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
    {
        // Legacy background fetch (UIBackgroundModes = fetch). iOS decides when PerformFetch runs.
        application.SetMinimumBackgroundFetchInterval(TimeSpan.FromHours(1).TotalSeconds);
        return base.FinishedLaunching(application, launchOptions);
    }

    public override async void PerformFetch(UIApplication application, Action<UIBackgroundFetchResult> completionHandler)
    {
        Console.WriteLine("[Marram.Sync] PerformFetch");
        var result = await SurveySync.PullAssignmentsAsync() ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData;
        completionHandler(result);
        FetchCompletedForTesting?.Invoke(result);
    }
}
