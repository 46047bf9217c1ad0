using BackgroundTasks;
using Foundation;
using UIKit;

namespace Kelpie;

public static class RosterRefresh
{
    public static void Schedule()
    {
        var request = new BGAppRefreshTaskRequest(AppDelegate.RefreshId) { EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60) };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
        {
            Diagnostics.Record(AppDelegate.RefreshId, "appRefresh", "submission", "failed", $"{error.Domain}:{error.Code}");
            Console.WriteLine($"[Roster] submit failed: {error}");
            DiagnosticsPage.LastRefreshStatus = $"submit failed ({error.Domain} Code={error.Code})";
            return;
        }
        Diagnostics.Record(AppDelegate.RefreshId, "appRefresh", "submission", "succeeded");
        DiagnosticsPage.LastRefreshStatus = "scheduled";
    }

    public static async void FromSilentPush(NSDictionary userInfo, Action<UIBackgroundFetchResult> completion)
    {
        var changed = await RosterSync.PullAsync();
        completion(changed ? UIBackgroundFetchResult.NewData : UIBackgroundFetchResult.NoData);
    }

    public static void Handle(BGAppRefreshTask task) { /* ... */ }
}
