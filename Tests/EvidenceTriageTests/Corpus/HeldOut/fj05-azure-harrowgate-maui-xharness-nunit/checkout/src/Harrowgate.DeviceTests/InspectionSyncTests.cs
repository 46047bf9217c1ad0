using Harrowgate.Sync;
using Harrowgate.DeviceTests.Fakes;
using NUnit.Framework;

namespace Harrowgate.DeviceTests;

[TestFixture]
public class InspectionSyncTests
{
    [Test]
    public async Task DrainsAllPagesOnFullRun()
    {
        var server = new FakeInspectionServer(pages: 3, perPage: 50);
        var store = await TestStore.CreateAsync();
        var job = new InspectionSyncJob(server, store);

        await job.RunAsync(CancellationToken.None);

        Assert.That(await store.CountInspectionsAsync(), Is.EqualTo(150));
        Assert.That(await store.GetCursorAsync(), Is.EqualTo(server.LastCursor));
    }

    [Test]
    public async Task ExpiredRunDoesNotAdvanceCursorPastUncommittedPage()
    {
        // BGProcessingTask expiration arrives while page 2 is being written.
        var server = new FakeInspectionServer(pages: 3, perPage: 50);
        var store = await TestStore.CreateAsync();
        using var expiry = new CancellationTokenSource();
        server.OnPageServed = page => { if (page == 2) expiry.Cancel(); };
        var job = new InspectionSyncJob(server, store);

        Assert.ThrowsAsync<OperationCanceledException>(() => job.RunAsync(expiry.Token));

        // Page 1 committed, page 2 rolled back: the cursor must point at the
        // end of page 1 so the next run re-fetches page 2.
        var committed = await store.CountInspectionsAsync();
        var cursor = await store.GetCursorAsync();
        Assert.That(committed, Is.EqualTo(50));
        Assert.That(cursor, Is.EqualTo(server.CursorAfterPage(1)), "cursor moved past rows that were never committed");

        // Second run must bring the store to the full 150.
        await job.RunAsync(CancellationToken.None);
        Assert.That(await store.CountInspectionsAsync(), Is.EqualTo(150));
    }
}
