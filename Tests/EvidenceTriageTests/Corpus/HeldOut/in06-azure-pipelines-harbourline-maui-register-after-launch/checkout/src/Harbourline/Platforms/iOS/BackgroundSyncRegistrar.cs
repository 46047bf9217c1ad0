using BackgroundTasks;
using Foundation;
using Harbourline.Services;

namespace Harbourline.Platforms.iOS;

public sealed class BackgroundSyncRegistrar : IBackgroundSyncRegistrar
{
    public const string BerthSyncId = "com.harbourline.app.berth-sync";
    public const string LogCompactId = "com.harbourline.app.log-compact";

    readonly IDiagnosticRecorder _recorder;
    public BackgroundSyncRegistrar(IDiagnosticRecorder recorder) => _recorder = recorder;

    public bool IsRegistered { get; private set; }

    public void Register(SyncJobs enabled)
    {
        try
        {
            BGTaskScheduler.Shared.Register(BerthSyncId, null, task => BerthSync.Handle((BGAppRefreshTask)task));
            _recorder.Record(BerthSyncId, TaskKind.AppRefresh, Phase.Registration, succeeded: true);
            if (enabled.HasFlag(SyncJobs.LogCompaction))
            {
                BGTaskScheduler.Shared.Register(LogCompactId, null, task => LogCompaction.Handle((BGProcessingTask)task));
                _recorder.Record(LogCompactId, TaskKind.Processing, Phase.Registration, succeeded: true);
            }
            IsRegistered = true;
        }
        catch (ObjCRuntime.ObjCException ex)
        {
            _recorder.Record(BerthSyncId, TaskKind.AppRefresh, Phase.Registration, succeeded: false, errorType: ex.Name);
            throw;
        }
    }
}
