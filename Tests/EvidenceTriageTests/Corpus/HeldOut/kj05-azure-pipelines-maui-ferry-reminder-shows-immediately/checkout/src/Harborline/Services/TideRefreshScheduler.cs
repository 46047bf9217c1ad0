using BackgroundTasks;
using Foundation;

namespace Harborline.Services;

/// BGAppRefreshTask that refreshes tomorrow's tide table.
public static class TideRefreshScheduler
{
    public const string Identifier = "com.harborline.app.tide-refresh";

    public static event Action<BGTask>? Launched;

    public static void Register()
    {
        var ok = BGTaskScheduler.Shared.Register(Identifier, null, task =>
        {
            Diagnostics.Record(Identifier, "launch", "succeeded");
            Launched?.Invoke(task);
            task.SetTaskCompleted(true);
        });
        Diagnostics.Record(Identifier, "registration", ok ? "succeeded" : "failed");
    }

    public static NSError? Submit(TimeSpan earliest)
    {
        var request = new BGAppRefreshTaskRequest(Identifier)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(earliest.TotalSeconds),
        };
        if (BGTaskScheduler.Shared.Submit(request, out var error))
        {
            Diagnostics.Record(Identifier, "submission", "succeeded");
            return null;
        }
        Console.WriteLine($"[TideRefresh] Submit failed: {error.LocalizedDescription}");
        Diagnostics.Record(Identifier, "submission", "failed", $"{error.Domain}:{error.Code}");
        return error;
    }
}
