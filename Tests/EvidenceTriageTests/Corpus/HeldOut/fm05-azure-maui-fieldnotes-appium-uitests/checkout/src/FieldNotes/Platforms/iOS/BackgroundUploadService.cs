using Foundation;
using UIKit;

namespace FieldNotes.Platforms.iOS;

/// <summary>
/// Keeps photo/notes upload going for the time iOS grants after the app is
/// backgrounded (UIApplication background task), then pauses the queue.
/// </summary>
public sealed class BackgroundUploadService(IUploadQueue queue, ILogger<BackgroundUploadService> log) : IBackgroundUploadService
{
    private nint _taskId = UIApplication.BackgroundTaskInvalid;
    private CancellationTokenSource? _cts;

    public void OnEnteredBackground()
    {
        if (!queue.HasPending) return;

        _cts = new CancellationTokenSource();
        _taskId = UIApplication.SharedApplication.BeginBackgroundTask("FieldSync", OnExpiration);
        log.LogInformation("[FieldSync] background task {Id} started, {Pending} pending", _taskId, queue.PendingCount);

        _ = Task.Run(async () =>
        {
            await queue.DrainAsync(_cts.Token);
            End("drained");
        });
    }

    private void OnExpiration()
    {
        _cts?.Cancel();
        log.LogInformation("[FieldSync] expiration: pausing at {Done}/{Total}", queue.DoneCount, queue.TotalCount);
        End("expired");
    }

    private void End(string reason)
    {
        if (_taskId == UIApplication.BackgroundTaskInvalid) return;
        UIApplication.SharedApplication.EndBackgroundTask(_taskId);
        log.LogInformation("[FieldSync] background task {Id} ended ({Reason})", _taskId, reason);
        _taskId = UIApplication.BackgroundTaskInvalid;
    }
}
