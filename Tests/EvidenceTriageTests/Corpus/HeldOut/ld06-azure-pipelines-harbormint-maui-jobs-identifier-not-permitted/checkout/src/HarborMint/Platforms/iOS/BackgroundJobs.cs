using BackgroundTasks;
using Foundation;

namespace HarborMint.Platforms.iOS;

public static class BackgroundJobs
{
    // Renamed from "com.harbormint.app.jobs" when we dropped Shiny for plain BGTaskScheduler (#388).
    public const string SyncId = "com.harbormint.app.sync";

    public static bool Register(ManifestSync sync)
    {
        var ok = BGTaskScheduler.Shared.Register(SyncId, null, task => sync.Run((BGProcessingTask)task));
        Evidence.Record(SyncId, "processing", "registration", ok ? "succeeded" : "failed",
                        ok ? null : "BGTaskScheduler.registrationRejected");
        return ok;
    }

    public static NSError? Submit()
    {
        var request = new BGProcessingTaskRequest(SyncId) { RequiresNetworkConnectivity = true };
        BGTaskScheduler.Shared.Submit(request, out var error);
        Evidence.Record(SyncId, "processing", "submission", error is null ? "succeeded" : "failed",
                        error is null ? null : $"{error.Domain}:{error.Code}");
        return error;
    }
}
