using BackgroundTasks;

namespace Copperline;

/// Builds the monthly CSV export and uploads it to the utility's SFTP drop.
public static class ExportJob
{
    public static void RunFromTask(BGProcessingTask task)
    {
        task.ExpirationHandler = () => ExportUploader.Cancel();
        var ok = RunAsync(CancellationToken.None).Result;   // handler is synchronous
        TaskRecorder.Record(BackgroundTaskBootstrap.ExportId, TaskKind.Processing, "completion",
            ok ? "succeeded" : "failed");
        task.SetTaskCompleted(ok);
    }

    public static async Task<bool> RunAsync(CancellationToken token)
    {
        var readings = await MeterStore.Shared.PendingForExportAsync(token);
        var csv = ExportFormatter.ToCsv(readings);
        // Marshals progress to the UI; awaits the main thread.
        await MainThread.InvokeOnMainThreadAsync(() => ExportProgress.Report(readings.Count));
        return await ExportUploader.UploadAsync(csv, token);
    }
}
