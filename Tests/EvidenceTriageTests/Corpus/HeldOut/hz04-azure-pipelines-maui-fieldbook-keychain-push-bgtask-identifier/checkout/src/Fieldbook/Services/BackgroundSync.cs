#if IOS
using BackgroundTasks;
using Foundation;
using Fieldbook.Diagnostics;

namespace Fieldbook.Services;

/// Uploads finished inspections (photos + forms) when the app is in the background.
public static class BackgroundSync
{
    // Renamed from "com.fieldbook.app.inspection-upload" when the task started syncing
    // assignments down as well as uploading (PR #612).
    public const string TaskId = "com.fieldbook.app.inspection-sync";

    public static bool Register()
    {
        var ok = BGTaskScheduler.Shared.Register(TaskId, null, task =>
        {
            EvidenceRecorder.Record(TaskId, TaskKind.Processing, Phase.Launch, Outcome.Succeeded);
            _ = InspectionSync.RunAsync((BGProcessingTask)task);
        });
        EvidenceRecorder.Record(TaskId, TaskKind.Processing, Phase.Registration,
                                ok ? Outcome.Succeeded : Outcome.Failed);
        if (!ok)
            Console.WriteLine($"[BackgroundSync] BGTaskScheduler.Register({TaskId}) returned false");
        return ok;
    }

    public static void Schedule()
    {
        var request = new BGProcessingTaskRequest(TaskId) { RequiresNetworkConnectivity = true };
        if (!BGTaskScheduler.Shared.Submit(request, out NSError? error))
        {
            Console.WriteLine($"[BackgroundSync] submit failed: {error}");
            EvidenceRecorder.Record(TaskId, TaskKind.Processing, Phase.Submission, Outcome.Failed,
                                    $"{error?.Domain}:{error?.Code}");
        }
    }
}
#endif
