#if IOS
using BackgroundTasks;
using Foundation;

namespace Rota.Core.Background;

/// <summary>Asks iOS to wake the app to refresh next week's rota.</summary>
public static class RotaRefreshScheduler
{
    public const string TaskId = "com.rotaplan.shifts.rota-refresh";

    public static event EventHandler? RefreshRan;

    public static void Register(Func<Task> refresh)
    {
        BGTaskScheduler.Shared.Register(TaskId, null, async task =>
        {
            await refresh();
            RefreshRan?.Invoke(null, EventArgs.Empty);
            task.SetTaskCompleted(true);
        });
    }

    public static bool Submit(TimeSpan after)
    {
        var request = new BGAppRefreshTaskRequest(TaskId)
        {
            EarliestBeginDate = (NSDate)DateTime.UtcNow.Add(after),
        };
        var ok = BGTaskScheduler.Shared.Submit(request, out NSError? error);
        if (!ok)
            Console.WriteLine($"RotaRefreshScheduler: submit failed: {error}");
        return ok;
    }
}
#endif
