using BackgroundTasks;
using Foundation;

namespace Wicket.Platforms.iOS;

public static class InventoryBackgroundTasks
{
    public const string Refresh = "com.wicketapp.inventory.refresh";
    public const string Reindex = "com.wicketapp.inventory.reindex";

    // Called from AppDelegate.FinishedLaunching, before it returns.
    public static bool RegisterRefresh(IInventorySync sync) =>
        BGTaskScheduler.Shared.Register(Refresh, null, task => RefreshAdapter.Handle((BGAppRefreshTask)task, sync));

    public static bool RegisterReindex(IInventoryIndex index) =>
        BGTaskScheduler.Shared.Register(Reindex, null, task => ReindexAdapter.Handle((BGProcessingTask)task, index));

    public static NSError? SubmitRefresh(TimeSpan after)
    {
        var request = new BGAppRefreshTaskRequest(Refresh)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(after.TotalSeconds),
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        DiagnosticsRecorder.Shared.Submission(Refresh, TaskKind.AppRefresh, error);
        return error;
    }

    public static NSError? SubmitReindex()
    {
        var request = new BGProcessingTaskRequest(Reindex) { RequiresExternalPower = false };
        BGTaskScheduler.Shared.Submit(request, out var error);
        DiagnosticsRecorder.Shared.Submission(Reindex, TaskKind.Processing, error);
        return error;
    }
}
