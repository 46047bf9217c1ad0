using System;
using BackgroundTasks;
using Foundation;
using TideWatch.Services;

namespace TideWatch.Platforms.iOS;

public sealed class BackgroundSyncScheduler
{
    public const string NightlySyncId = "com.saltreach.tidewatch.nightly-sync";
    public const string RefreshId = "com.saltreach.tidewatch.refresh";

    public static BackgroundSyncScheduler Shared { get; } = new();

    public bool NightlySyncRegistered { get; private set; }
    public bool RefreshRegistered { get; private set; }

    // Called from AppDelegate.FinishedLaunching, before it returns.
    public void Register()
    {
        NightlySyncRegistered = BGTaskScheduler.Shared.Register(NightlySyncId, null, task => HandleNightlySync((BGProcessingTask)task));
        DiagnosticsLog.Record(NightlySyncId, "processing", "registration", NightlySyncRegistered ? "succeeded" : "failed", null);

        RefreshRegistered = BGTaskScheduler.Shared.Register(RefreshId, null, task => HandleRefresh((BGAppRefreshTask)task));
        DiagnosticsLog.Record(RefreshId, "appRefresh", "registration", RefreshRegistered ? "succeeded" : "failed", null);
    }

    public static DateTime NextNightlyWindow(DateTime now)
    {
        var twoAm = now.Date.AddHours(2);
        return now < twoAm ? twoAm : twoAm.AddDays(1);
    }

    public NSError? ScheduleNightlySync(DateTime earliest)
    {
        var request = new BGProcessingTaskRequest(NightlySyncId) {
            RequiresNetworkConnectivity = true,
            RequiresExternalPower = false,
            EarliestBeginDate = (NSDate)earliest,
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        DiagnosticsLog.Record(NightlySyncId, "processing", "submission", error is null ? "succeeded" : "failed",
            error is null ? null : $"{error.Domain}:{error.Code}");
        if (error is not null)
            Console.WriteLine($"[BackgroundSyncScheduler] submit {NightlySyncId} failed: {error}");
        return error;
    }

    void HandleNightlySync(BGProcessingTask task)
    {
        var sync = new TideTableSync();
        task.ExpirationHandler = () => sync.Cancel();
        sync.RunAsync().ContinueWith(t => task.SetTaskCompleted(t.Status == System.Threading.Tasks.TaskStatus.RanToCompletion));
    }

    void HandleRefresh(BGAppRefreshTask task)
    {
        var sync = new TideTableSync();
        task.ExpirationHandler = () => sync.Cancel();
        sync.RefreshStationsAsync().ContinueWith(t => task.SetTaskCompleted(t.Status == System.Threading.Tasks.TaskStatus.RanToCompletion));
    }
}
