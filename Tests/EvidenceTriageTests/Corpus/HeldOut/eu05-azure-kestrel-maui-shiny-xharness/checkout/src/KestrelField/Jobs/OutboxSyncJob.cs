using Microsoft.Extensions.Logging;
using Shiny.Jobs;

namespace KestrelField.Jobs;

/// <summary>Uploads inspections recorded offline. Registered with Shiny in MauiProgram.</summary>
public class OutboxSyncJob : IJob
{
    readonly IOutboxStore outbox;
    readonly IInspectionApi api;
    readonly ILogger<OutboxSyncJob> logger;

    public OutboxSyncJob(IOutboxStore outbox, IInspectionApi api, ILogger<OutboxSyncJob> logger)
    {
        this.outbox = outbox;
        this.api = api;
        this.logger = logger;
    }

    public static DateTimeOffset? LastRun { get; private set; }

    public async Task Run(JobInfo jobInfo, CancellationToken cancelToken)
    {
        var pending = await this.outbox.GetPending(cancelToken);
        if (pending.Count == 0)
            return;

        try
        {
            var response = await this.api.UploadBatch(pending, cancelToken);
            if (!response.Accepted)
                this.logger.LogWarning("Server did not accept batch: {Reason}", response.Reason);

            await this.outbox.Remove(pending.Select(x => x.Id), cancelToken);
        }
        catch (HttpRequestException ex)
        {
            this.logger.LogWarning(ex, "Outbox upload failed, will retry");
        }
        finally
        {
            LastRun = DateTimeOffset.UtcNow;
        }
    }
}
