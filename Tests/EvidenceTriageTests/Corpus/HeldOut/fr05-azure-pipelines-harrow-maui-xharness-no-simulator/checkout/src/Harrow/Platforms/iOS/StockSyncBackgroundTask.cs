using BackgroundTasks;
using Foundation;

namespace Harrow.Sync;

public static class StockSyncBackgroundTask
{
    public static void Schedule(TimeSpan after)
    {
        var request = new BGAppRefreshTaskRequest(AppDelegate.StockSyncTaskId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(after.TotalSeconds),
        };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
        {
            Console.WriteLine($"[Harrow] submit {AppDelegate.StockSyncTaskId} failed: {error}");
        }
    }

    public static void Handle(BGAppRefreshTask task)
    {
        Schedule(TimeSpan.FromMinutes(30));
        var cts = new CancellationTokenSource();
        task.ExpirationHandler = () => cts.Cancel();
        _ = Task.Run(async () =>
        {
            var ok = await StockSyncJob.Shared.RunAsync(cts.Token);
            task.SetTaskCompleted(ok);
        });
    }
}
