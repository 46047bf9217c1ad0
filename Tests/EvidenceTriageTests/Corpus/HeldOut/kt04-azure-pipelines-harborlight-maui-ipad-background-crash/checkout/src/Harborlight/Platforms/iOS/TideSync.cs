using BackgroundTasks;
using Foundation;

namespace Harborlight;

public static class TideSync
{
    public static void ScheduleNext()
    {
        var request = new BGAppRefreshTaskRequest(AppDelegate.TideRefreshId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60)
        };
        if (!BGTaskScheduler.Shared.Submit(request, out NSError error))
        {
            Console.WriteLine($"Could not schedule app refresh: {error}");
            TaskRecorder.Submission(AppDelegate.TideRefreshId, "appRefresh", error);
            return;
        }
        TaskRecorder.Submission(AppDelegate.TideRefreshId, "appRefresh", null);
    }

    public static void Handle(BGAppRefreshTask task) { /* fetch tides, store, task.SetTaskCompleted(true) */ }
}
