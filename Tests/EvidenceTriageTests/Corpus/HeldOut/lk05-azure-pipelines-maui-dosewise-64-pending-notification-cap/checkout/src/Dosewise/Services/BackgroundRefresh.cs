using BackgroundTasks;
using Foundation;

namespace Dosewise.Services;

public static class BackgroundRefresh
{
    public const string Identifier = "net.dosewise.app.refresh-plan";

    // Called from AppDelegate.FinishedLaunching.
    public static void Register() =>
        BGTaskScheduler.Shared.Register(Identifier, null, task => PlanRefresher.Handle((BGAppRefreshTask)task));

    public static bool Schedule()
    {
        var request = new BGAppRefreshTaskRequest(Identifier) { EarliestBeginDate = NSDate.Now.AddSeconds(60) };
        var ok = BGTaskScheduler.Shared.Submit(request, out NSError? error);
        if (!ok) Console.WriteLine($"[Dosewise] BGTaskScheduler.Submit failed: {error}");
        return ok;
    }
}
