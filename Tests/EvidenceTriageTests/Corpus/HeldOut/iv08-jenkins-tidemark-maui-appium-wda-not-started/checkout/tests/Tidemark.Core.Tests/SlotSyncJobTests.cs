using Tidemark.Core.Sync;
using Xunit;

namespace Tidemark.Core.Tests;

public class SlotSyncJobTests
{
    [Fact]
    public async Task SyncsAllPages()
    {
        var api = new FakeSlotApi(total: 65);
        var cursors = new InMemoryCursorStore();
        await new SlotSyncJob(api, new InMemorySlotStore(), cursors).RunAsync(CancellationToken.None);
        Assert.Equal(65, await cursors.LoadAsync());
    }

    [Fact]
    public async Task ResumesFromSavedCursorAfterCancellation()
    {
        var cts = new CancellationTokenSource();
        var api = new FakeSlotApi(total: 100) { OnPageServed = (n) => { if (n == 2) cts.Cancel(); } };
        var cursors = new InMemoryCursorStore();
        var job = new SlotSyncJob(api, new InMemorySlotStore(), cursors);

        // First run is expired after two pages (40 slots), like a BGProcessingTask expiration.
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => job.RunAsync(cts.Token));

        // The next run must resume at 40, not start again from 0.
        Assert.Equal(40, await cursors.LoadAsync());
    }
}
