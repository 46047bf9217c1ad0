using BackgroundTasks;
using Copperleaf.Diagnostics;
using Foundation;

namespace Copperleaf.Platforms.iOS;

public static class BackgroundTasks
{
    public const string RefreshId = "com.copperleaf.inspections.refresh";
    public const string UploadId = "com.copperleaf.inspections.upload";

    public static IReadOnlyDictionary<string, bool> RegistrationResults => _results;
    static readonly Dictionary<string, bool> _results = new();

    // Called from AppDelegate.FinishedLaunching, before it returns.
    public static void RegisterAll(IServiceProvider services)
    {
        Register(RefreshId, TaskKind.AppRefresh, task => Run<InspectionRefreshJob>(services, task));
        Register(UploadId, TaskKind.Processing, task => Run<Sync.InspectionSyncJob>(services, task));
    }

    static void Register(string id, TaskKind kind, Action<BGTask> handler)
    {
        var ok = BGTaskScheduler.Shared.Register(id, null, handler);
        _results[id] = ok;
        Recorder.Registration(id, kind, ok);
    }

    public static NSError? SubmitUpload()
    {
        var request = new BGProcessingTaskRequest(UploadId)
        {
            RequiresNetworkConnectivity = true,
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(15 * 60),
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        Recorder.Submission(UploadId, TaskKind.Processing, error);
        return error;
    }

    static void Run<TJob>(IServiceProvider services, BGTask task) where TJob : IBackgroundJob
        => BackgroundJobAdapter.Handle(services.GetRequiredService<TJob>(), task);
}
