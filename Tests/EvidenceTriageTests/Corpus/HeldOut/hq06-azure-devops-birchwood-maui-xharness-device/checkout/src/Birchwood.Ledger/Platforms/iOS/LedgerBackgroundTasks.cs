using System.Collections.Concurrent;
using BackgroundTasks;
using Foundation;

namespace Birchwood.Ledger.Platforms.iOS;

/// <summary>
/// BGTaskScheduler wiring for the ledger. RegisterAll() must run inside
/// FinishedLaunching; the results are kept so device tests can assert on them.
/// </summary>
public static class LedgerBackgroundTasks
{
    public const string RefreshTaskId = "com.birchwood.ledger.refresh";
    public const string CompactTaskId = "com.birchwood.ledger.compact";

    public static readonly ConcurrentDictionary<string, bool> RegistrationResults = new();

    public static Action<BGTask>? OnLaunch { get; set; }

    public static void RegisterAll()
    {
        Register(RefreshTaskId);
        Register(CompactTaskId);
    }

    static void Register(string identifier)
    {
        var ok = BGTaskScheduler.Shared.Register(identifier, null, task =>
        {
            Console.WriteLine($"[LedgerTasks] launch {task.Identifier}");
            OnLaunch?.Invoke(task);
        });
        RegistrationResults[identifier] = ok;
        Console.WriteLine($"[LedgerTasks] register {identifier} -> {ok}");
    }

    public static void SubmitRefresh()
    {
        var request = new BGAppRefreshTaskRequest(RefreshTaskId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60),
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        if (error is not null)
            throw new NSErrorException(error);
        Console.WriteLine($"[LedgerTasks] submitted {RefreshTaskId}");
    }

    public static void SubmitCompaction(TimeSpan delay)
    {
        var request = new BGProcessingTaskRequest(CompactTaskId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(delay.TotalSeconds),
            RequiresExternalPower = false,
            RequiresNetworkConnectivity = false,
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        if (error is not null)
            throw new NSErrorException(error);
        Console.WriteLine($"[LedgerTasks] submitted {CompactTaskId} earliestBegin=+{delay.TotalSeconds:0}s");
    }
}
