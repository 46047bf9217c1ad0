using BackgroundTasks;
using Foundation;

namespace Oxbow.App.Platforms.iOS;

public static class BackgroundRefresh
{
    public const string RefreshDealsId = "com.oxbowgrocer.app.refresh-deals";

    // Called from AppDelegate.FinishedLaunching before base.FinishedLaunching returns.
    public static void Register(Func<CancellationToken, Task> refreshDeals)
    {
        var registered = BGTaskScheduler.Shared.Register(RefreshDealsId, null, task =>
        {
            var cts = new CancellationTokenSource();
            task.ExpirationHandler = cts.Cancel;
            _ = RunAsync((BGAppRefreshTask)task, refreshDeals, cts.Token);
        });
        Console.WriteLine($"[BackgroundRefresh] register {RefreshDealsId}: {registered}");
    }

    public static bool Schedule(out NSError? error)
    {
        var request = new BGAppRefreshTaskRequest(RefreshDealsId)
        {
            EarliestBeginDate = (NSDate)DateTime.UtcNow.AddMinutes(30),
        };
        var ok = BGTaskScheduler.Shared.Submit(request, out error);
        if (!ok)
            Console.WriteLine($"[BackgroundRefresh] submit failed: {error?.LocalizedDescription}");
        return ok;
    }

    static async Task RunAsync(BGAppRefreshTask task, Func<CancellationToken, Task> work, CancellationToken ct)
    {
        try
        {
            await work(ct);
            Schedule(out _);
            task.SetTaskCompleted(true);
        }
        catch (OperationCanceledException)
        {
            task.SetTaskCompleted(false);
        }
    }
}
