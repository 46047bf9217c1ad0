using Shiny.Jobs;

namespace FieldCrew.Jobs;

/// Uploads unsent timesheet entries. Shiny maps the job onto BGTaskScheduler on
/// iOS; when it runs is decided by the OS, not by the app.
public class TimesheetSyncJob : IJob
{
    public const string Identifier = "timesheet-sync";

    private readonly ITimesheetOutbox outbox;
    private readonly JobRunProbe probe;

    public TimesheetSyncJob(ITimesheetOutbox outbox, JobRunProbe probe)
    {
        this.outbox = outbox;
        this.probe = probe;
    }

    public async Task Run(JobInfo jobInfo, CancellationToken cancelToken)
    {
        probe.MarkStarted(Identifier);
        var pending = await outbox.PeekAsync(50, cancelToken);
        foreach (var entry in pending)
        {
            cancelToken.ThrowIfCancellationRequested();
            await outbox.UploadAsync(entry, cancelToken);
        }
        probe.MarkFinished(Identifier);
    }
}
