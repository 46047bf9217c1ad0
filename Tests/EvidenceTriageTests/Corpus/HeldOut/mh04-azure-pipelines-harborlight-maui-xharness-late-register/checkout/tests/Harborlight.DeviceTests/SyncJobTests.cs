using Harborlight.Sync;
using Xunit;

namespace Harborlight.DeviceTests;

public class SyncJobTests
{
    [Fact]
    public async Task ResumesFromCursorAfterExpiration()
    {
        var store = new InMemoryCursorStore();
        var api = new FakeHarbourApi(pages: 5);
        var job = new SyncJob(api, store);

        using var cts = new CancellationTokenSource();
        api.OnPage = n => { if (n == 3) cts.Cancel(); };   // simulated expiration
        await job.RunAsync(cts.Token);

        var resumed = new SyncJob(api, store);
        await resumed.RunAsync(CancellationToken.None);
        Assert.Equal(5, api.DistinctPagesFetched);
        Assert.Equal(5, api.TotalPageRequests);  // no page fetched twice
    }
}
