using System;
using System.Threading.Tasks;
using BackgroundTasks;
using Foundation;

namespace Courierly.Background;

public static class RouteRefreshTask
{
    public const string Identifier = "com.courierly.driver.route-refresh";
    static TaskCompletionSource<bool> nextRun = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public static void Register()
    {
        var ok = BGTaskScheduler.Shared.Register(Identifier, null, task =>
        {
            TaskDiagnostics.Record(Identifier, "launch", "succeeded");
            _ = RunAsync((BGAppRefreshTask)task);
        });
        TaskDiagnostics.Record(Identifier, "registration", ok ? "succeeded" : "failed",
            ok ? null : "BGTaskScheduler.Error.notPermitted");
    }

    public static Task<bool> WaitForNextRunAsync() => nextRun.Task;

    public static void RecordSubmission(NSError? error) =>
        TaskDiagnostics.Record(Identifier, "submission", error is null ? "succeeded" : "failed",
            error is null ? null : $"{error.Domain}:{error.Code}");

    static async Task RunAsync(BGAppRefreshTask task)
    {
        await Routes.RouteSync.PullAsync();
        task.SetTaskCompleted(true);
        nextRun.TrySetResult(true);
    }
}
