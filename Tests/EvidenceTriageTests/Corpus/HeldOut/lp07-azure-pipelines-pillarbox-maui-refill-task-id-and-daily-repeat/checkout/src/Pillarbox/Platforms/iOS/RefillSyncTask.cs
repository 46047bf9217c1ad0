using BackgroundTasks;
using Foundation;

namespace Pillarbox.Platforms.iOS;

/// Nightly refill-status sync (BGProcessingTask).
public static class RefillSyncTask
{
    // PB-512 renamed the task for the new sync service.
    public const string Identifier = "com.pillarbox.refill-sync";

    public static bool Registered { get; private set; }

    /// Called from AppDelegate.FinishedLaunching, before launch completes.
    public static void Register()
    {
        Registered = BGTaskScheduler.Shared.Register(Identifier, null, task => Handle((BGProcessingTask)task));
        Console.WriteLine($"[Pillarbox] BGTaskScheduler.Register({Identifier}) returned {Registered}");
    }

    public static BGProcessingTaskRequest CreateRequest(DateTime now) => new(Identifier)
    {
        EarliestBeginDate = (NSDate)now.Date.AddDays(1).AddHours(2),
        RequiresNetworkConnectivity = true,
        RequiresExternalPower = false,
    };

    private static void Handle(BGProcessingTask task)
    {
        var cts = new CancellationTokenSource();
        task.ExpirationHandler = () => cts.Cancel();
        _ = RefillSync.RunAsync(cts.Token).ContinueWith(t => task.SetTaskCompleted(t.IsCompletedSuccessfully));
    }
}
