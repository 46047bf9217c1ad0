using Foundation;
using Marram.Sync;
using Microsoft.Maui.TestUtils.DeviceTests.Runners;
using UIKit;

namespace Marram.DeviceTests.Platforms.iOS;

/// Device-test host: the xUnit runner app, with the production PerformFetch path wired in
/// so lifecycle tests can observe it.
[Register("AppDelegate")]
public class TestAppDelegate : MauiUIApplicationDelegate
{
    internal static Action<UIBackgroundFetchResult>? FetchCompletedForTesting;

    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();

    public override async void PerformFetch(UIApplication application, Action<UIBackgroundFetchResult> completionHandler)
    {
        Console.WriteLine("[Marram.Sync] PerformFetch");
        var result = await SurveySync.PullAssignmentsAsync() ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData;
        completionHandler(result);
        FetchCompletedForTesting?.Invoke(result);
    }
}
