using BackgroundTasks;
using Foundation;

namespace Harbourmaster.Platforms.iOS;

/// <summary>
/// Nightly export of the day's berth movements to the harbour authority.
/// BGProcessingTask: the system picks the time (on power, device idle).
/// </summary>
public static class OvernightExportScheduler
{
    public const string TaskId = "io.harbourmaster.app.export";

    public static event Action? Ran;

    public static void Register()
    {
        BGTaskScheduler.Shared.Register(TaskId, null, task =>
        {
            ExportService.Shared.RunAsync().ContinueWith(t =>
            {
                task.SetTaskCompleted(t.IsCompletedSuccessfully);
                Ran?.Invoke();
            });
        });
    }

    public static bool Submit(out NSError? error)
    {
        var request = new BGProcessingTaskRequest(TaskId)
        {
            RequiresExternalPower = true,
            RequiresNetworkConnectivity = true,
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(60),
        };
        var ok = BGTaskScheduler.Shared.Submit(request, out error);
        if (!ok)
            Console.WriteLine($"[export] submit {TaskId} failed: {error}");
        return ok;
    }
}
