using BackgroundTasks;
using Foundation;

namespace Cairnline.Background;

/// Queues the overnight tile download for a region the user saved for offline use.
public sealed class OfflineMapsScheduler
{
    readonly BGTaskScheduler _scheduler;

    public OfflineMapsScheduler(BGTaskScheduler scheduler) => _scheduler = scheduler;

    public bool ScheduleOvernightDownload(string regionId, out NSError? error)
    {
        OfflineMapsStore.Shared.EnqueueRegion(regionId);
        var request = new BGProcessingTaskRequest(BackgroundTaskRegistry.OfflineMapsId)
        {
            RequiresExternalPower = true,
            RequiresNetworkConnectivity = true,
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(60),
        };
        var ok = _scheduler.Submit(request, out error);
        Diagnostics.Record(BackgroundTaskRegistry.OfflineMapsId, "processing", "submission",
                           ok ? "succeeded" : "failed", error is null ? null : $"{error.Domain}:{error.Code}");
        if (!ok)
            Console.WriteLine($"[OfflineMaps] BGTaskScheduler.Submit failed: {error}");
        return ok;
    }
}
