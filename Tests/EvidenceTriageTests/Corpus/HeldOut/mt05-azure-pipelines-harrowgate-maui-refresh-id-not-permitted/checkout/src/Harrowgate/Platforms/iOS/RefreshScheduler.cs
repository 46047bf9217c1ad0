using BackgroundTasks;
using Foundation;

namespace Harrowgate.Platforms.iOS;

public static class RefreshScheduler
{
    public const string RefreshId = "com.harrowgate.ledger.refresh";

    public static bool Register()
    {
        return BGTaskScheduler.Shared.Register(RefreshId, null, task =>
        {
            LedgerRefreshJob.Shared.Run((BGAppRefreshTask)task);
        });
    }

    public static void Submit()
    {
        var request = new BGAppRefreshTaskRequest(RefreshId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60),
        };
        // Throws NSErrorException (BGTaskSchedulerErrorDomain) on failure.
        //
        //
        //
        //
        //
        //
        BGTaskScheduler.Shared.Submit(request, out NSError? error); if (error is not null) throw new NSErrorException(error);
    }
}
