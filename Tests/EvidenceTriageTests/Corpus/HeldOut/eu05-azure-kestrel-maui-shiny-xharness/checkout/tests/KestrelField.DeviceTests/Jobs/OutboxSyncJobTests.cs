using KestrelField.Jobs;
using KestrelField.Tests.Fakes;
using Microsoft.Extensions.Logging.Abstractions;
using Shiny.Jobs;
using Xunit;

namespace KestrelField.Tests.Jobs;

public class OutboxSyncJobTests
{
    static JobInfo Info => new(typeof(OutboxSyncJob), "outbox-sync");

    [Fact]
    public async Task Run_UploadsAllPendingAndClearsOutbox()
    {
        var outbox = new InMemoryOutbox(FakeInspections.Three());
        var api = new FakeInspectionApi(accept: true);
        var job = new OutboxSyncJob(outbox, api, NullLogger<OutboxSyncJob>.Instance);

        await job.Run(Info, CancellationToken.None);

        Assert.Equal(3, api.Uploaded.Count);
        Assert.Empty(await outbox.GetPending(CancellationToken.None));
    }

    [Fact]
    public async Task Run_Twice_DoesNotDuplicateUploads()
    {
        var outbox = new InMemoryOutbox(FakeInspections.Three());
        var api = new FakeInspectionApi(accept: true);
        var job = new OutboxSyncJob(outbox, api, NullLogger<OutboxSyncJob>.Instance);

        await job.Run(Info, CancellationToken.None);
        await job.Run(Info, CancellationToken.None);

        Assert.Equal(3, api.Uploaded.Count);
    }

    [Fact]
    public async Task Run_NetworkFailure_KeepsPendingItems()
    {
        var outbox = new InMemoryOutbox(FakeInspections.Three());
        var api = new FakeInspectionApi(throwOnUpload: new HttpRequestException("offline"));
        var job = new OutboxSyncJob(outbox, api, NullLogger<OutboxSyncJob>.Instance);

        await job.Run(Info, CancellationToken.None);

        Assert.Equal(3, (await outbox.GetPending(CancellationToken.None)).Count);
    }

    [Fact]
    public async Task Run_ServerRejectsBatch_KeepsPendingItems()
    {
        var outbox = new InMemoryOutbox(FakeInspections.Three());
        var api = new FakeInspectionApi(accept: false, reason: "site_locked");
        var job = new OutboxSyncJob(outbox, api, NullLogger<OutboxSyncJob>.Instance);

        await job.Run(Info, CancellationToken.None);

        Assert.Equal(3, (await outbox.GetPending(CancellationToken.None)).Count);
    }
}
