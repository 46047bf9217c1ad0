using Xunit;
using Tollgate.Sync;

namespace Tollgate.DeviceTests;

public class SyncJobTests
{
    [Fact]
    public async Task RetryDoesNotDuplicateOutbox()
    {
        var outbox = new InMemoryOutbox("t-1", "t-2", "t-3");
        var api = new FailingTollApi(failOnCall: 2);
        var job = new OutboxSyncJob(outbox, api);

        await Assert.ThrowsAsync<HttpRequestException>(() => job.RunAsync(CancellationToken.None));
        await job.RunAsync(CancellationToken.None);

        Assert.Equal(3, api.AcceptedTransactionIds.Count);
    }
}
