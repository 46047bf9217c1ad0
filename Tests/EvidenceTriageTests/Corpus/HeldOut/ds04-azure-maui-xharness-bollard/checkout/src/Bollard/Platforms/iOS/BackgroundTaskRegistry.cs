using System;
using System.Collections.Concurrent;
using System.Threading.Tasks;
using BackgroundTasks;
using Foundation;

namespace Bollard.Platforms.iOS;

/// Registered from AppDelegate.FinishedLaunching. Writes evidence.diagnostic/v1 records
/// through DiagnosticRecorder (Documents/evidence/registration.jsonl).
public static class BackgroundTaskRegistry
{
    public const string RefreshId = "com.bollardlabs.bollard.refresh";
    public const string CleanupId = "com.bollardlabs.bollard.cleanup";

    static readonly ConcurrentDictionary<string, bool> registered = new();
    static readonly ConcurrentDictionary<string, TaskCompletionSource<bool>> launches = new();

    public static void RegisterAll()
    {
        Register(RefreshId, "appRefresh", t => RefreshHandler.Handle((BGAppRefreshTask)t));
        Register(CleanupId, "processing", t => CleanupHandler.Handle((BGProcessingTask)t));
    }

    static void Register(string id, string kind, Action<BGTask> handler)
    {
        var ok = BGTaskScheduler.Shared.Register(id, null, task =>
        {
            DiagnosticRecorder.Write(id, kind, "launch", "succeeded", null);
            launches.GetOrAdd(id, _ => new()).TrySetResult(true);
            handler(task);
        });
        registered[id] = ok;
        DiagnosticRecorder.Write(id, kind, "registration", ok ? "succeeded" : "failed", null);
    }

    public static bool IsRegistered(string id) => registered.TryGetValue(id, out var ok) && ok;

    public static void SubmitCleanup(DateTime earliest)
    {
        var request = new BGProcessingTaskRequest(CleanupId)
        {
            EarliestBeginDate = (NSDate)earliest,
            RequiresExternalPower = false,
            RequiresNetworkConnectivity = true,
        };
        var ok = BGTaskScheduler.Shared.Submit(request, out NSError? error);
        DiagnosticRecorder.Write(CleanupId, "processing", "submission", ok ? "succeeded" : "failed",
            error is null ? null : $"BGTaskSchedulerErrorDomain:{error.Code}");
    }

    public static async Task<bool> WaitForLaunchAsync(string id, TimeSpan timeout)
    {
        var tcs = launches.GetOrAdd(id, _ => new());
        var done = await Task.WhenAny(tcs.Task, Task.Delay(timeout));
        return done == tcs.Task;
    }
}
