using BackgroundTasks;
using Foundation;

namespace Tollgate.Platforms.iOS;

public static class BalanceRefreshTask
{
    // Info.plist permits "com.tollgate.app.refresh"; this constant was renamed in the bundle-id move.
    public const string Identifier = "com.tollgate.refresh";
    public static bool Registered { get; private set; }

    public static void Register() =>
        Registered = BGTaskScheduler.Shared.Register(Identifier, null, task => Handle((BGAppRefreshTask)task));

    public static bool Schedule(out NSError? error)
    {
        var request = new BGAppRefreshTaskRequest(Identifier) { EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60) };
        return BGTaskScheduler.Shared.Submit(request, out error);
    }

    static void Handle(BGAppRefreshTask task) { /* … */ }
}
