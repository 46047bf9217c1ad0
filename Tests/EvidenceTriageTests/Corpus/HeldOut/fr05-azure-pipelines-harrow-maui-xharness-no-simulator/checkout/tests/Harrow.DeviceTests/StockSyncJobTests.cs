using Harrow.Sync;
using Xunit;

namespace Harrow.DeviceTests;

public class StockSyncJobTests
{
    [Fact]
    public async Task RunAsync_KeepsOldStockWhenDownloadFails()
    {
        var store = new InMemoryStockStore(StockFixtures.Barn(12));
        var job = new StockSyncJob(new FailingStockClient(), store, new FakeClock());

        var ok = await job.RunAsync(CancellationToken.None);

        Assert.False(ok);
        Assert.Equal(12, (await store.AllAsync()).Count);
    }

    [Fact]
    public async Task RunAsync_IsIdempotent()
    {
        var store = new InMemoryStockStore();
        var job = new StockSyncJob(StubStockClient.With(StockFixtures.Barn(3)), store, new FakeClock());

        await job.RunAsync(CancellationToken.None);
        await job.RunAsync(CancellationToken.None);

        Assert.Equal(3, (await store.AllAsync()).Count);
    }
}
