using BackgroundTasks;
using Foundation;
using Larchmont.Pantry.Diagnostics;
using Larchmont.Pantry.Sync;

namespace Larchmont.Pantry;

/// <summary>
/// BGAppRefreshTask "com.larchmont.pantry.refresh" pulls shared-list changes;
/// BGProcessingTask "com.larchmont.pantry.prune" drops expired items overnight.
/// </summary>
public static class BackgroundJobs
{
    public const string RefreshId = "com.larchmont.pantry.refresh";
    public const string PruneId = "com.larchmont.pantry.prune";

    public static DateTimeOffset? LastPrune { get; private set; }

    public static void Register()
    {
        var refreshOk = BGTaskScheduler.Shared.Register(RefreshId, null, task => RunRefresh((BGAppRefreshTask)task));
        EvidenceRecorder.Record(RefreshId, "appRefresh", "registration", refreshOk ? "succeeded" : "failed");
        var pruneOk = BGTaskScheduler.Shared.Register(PruneId, null, task => RunPrune((BGProcessingTask)task));
        EvidenceRecorder.Record(PruneId, "processing", "registration", pruneOk ? "succeeded" : "failed");
    }

    public static void ScheduleRefresh(bool throwOnError = true)
    {
        var request = new BGAppRefreshTaskRequest(RefreshId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(30 * 60),
        };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
        {
            EvidenceRecorder.Record(RefreshId, "appRefresh", "submission", "failed", error);
            if (throwOnError)
                throw new NSErrorException(error);
            return;
        }
        EvidenceRecorder.Record(RefreshId, "appRefresh", "submission", "succeeded");
    }

    public static void SchedulePrune()
    {
        var request = new BGProcessingTaskRequest(PruneId)
        {
            RequiresExternalPower = true,
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(60),
        };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
        {
            Console.WriteLine($"[jobs] prune submit failed: {error}");
            EvidenceRecorder.Record(PruneId, "processing", "submission", "failed", error);
            return;
        }
        EvidenceRecorder.Record(PruneId, "processing", "submission", "succeeded");
    }

    static async void RunRefresh(BGAppRefreshTask task)
    {
        EvidenceRecorder.Record(RefreshId, "appRefresh", "launch", "succeeded");
        var ok = await PantrySync.Shared.PullAsync();
        task.SetTaskCompleted(ok);
    }

    static async void RunPrune(BGProcessingTask task)
    {
        EvidenceRecorder.Record(PruneId, "processing", "launch", "succeeded");
        await PantryStore.Shared.PruneExpiredAsync();
        LastPrune = DateTimeOffset.UtcNow;
        task.SetTaskCompleted(true);
    }
}
