using BackgroundTasks;
using Foundation;

namespace Copperline;

public static class BackgroundTaskBootstrap
{
    public const string RefreshId = "com.copperline.meter.refresh";
    public const string ExportId = "com.copperline.meter.export";

    public static HashSet<string> Registered { get; } = new();
    public static ITaskScheduler Scheduler { get; set; } = new SystemTaskScheduler();

    public static void RegisterAll()
    {
        Register(RefreshId, TaskKind.AppRefresh, task => RefreshJob.Run((BGAppRefreshTask)task));
        Register(ExportId, TaskKind.Processing, task => ExportJob.RunFromTask((BGProcessingTask)task));
    }

    static void Register(string id, TaskKind kind, Action<BGTask> handler)
    {
        var ok = Scheduler.Register(id, handler);
        if (ok) Registered.Add(id);
        TaskRecorder.Record(id, kind, "registration", ok ? "succeeded" : "failed");
    }

    public static void ScheduleRefresh()
    {
        var request = new BGAppRefreshTaskRequest(RefreshId)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60),
        };
        try
        {
            Scheduler.Submit(request);
            TaskRecorder.Record(RefreshId, TaskKind.AppRefresh, "submission", "succeeded");
        }
        catch (NSErrorException ex)
        {
            Console.WriteLine($"[BackgroundTasks] refresh submit failed: {ex.Error}");
            TaskRecorder.Record(RefreshId, TaskKind.AppRefresh, "submission", "failed",
                $"{ex.Error.Domain}:{ex.Error.Code}");
        }
    }
}
