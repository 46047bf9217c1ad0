using BackgroundTasks;
using Foundation;

namespace Tillerbook.Platforms.iOS.Background;

/// <summary>Overnight ledger sync (BGProcessingTask, requires network + power).</summary>
public static class NightlySync
{
    public const string Identifier = "com.tillerbook.ledger.nightly-sync";

    public static void Register() =>
        BGTaskScheduler.Shared.Register(Identifier, null, task => Handle((BGProcessingTask)task));

    public static void Schedule(DateTimeOffset earliest)
    {
        var request = new BGProcessingTaskRequest(Identifier)
        {
            RequiresNetworkConnectivity = true,
            RequiresExternalPower = true,
            EarliestBeginDate = (NSDate)earliest.UtcDateTime,
        };
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
            throw new NSErrorException(error);
    }

    static void Handle(BGProcessingTask task)
    {
        var cts = new CancellationTokenSource();
        task.ExpirationHandler = cts.Cancel;
        _ = LedgerSync.RunAsync(cts.Token)
            .ContinueWith(t => task.SetTaskCompleted(t.IsCompletedSuccessfully));
        Schedule(DateTimeOffset.Now.Date.AddDays(1).AddHours(2));
    }
}
