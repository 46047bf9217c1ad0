using Harborlight.Core.Sync;
using Xunit;

namespace Harborlight.Core.Tests;

public class BerthSyncJobTests
{
    [Fact]
    public async Task FirstSyncStoresBookings()
    {
        var store = new InMemoryBookingStore();
        var job = new BerthSyncJob(FakeBookingsApi.WithPages(BookingFixtures.ThreeBookings), store);
        Assert.Equal(3, await job.RunAsync(CancellationToken.None));
    }

    [Fact]
    public async Task ReplayedSyncDoesNotDuplicateBookings()
    {
        // The API times out after committing and resends the same page on retry.
        var api = FakeBookingsApi.WithPages(BookingFixtures.ThreeBookings, BookingFixtures.ThreeBookings);
        var store = new InMemoryBookingStore();
        var job = new BerthSyncJob(api, store);

        await job.RunAsync(CancellationToken.None);
        await job.RunAsync(CancellationToken.None);

        Assert.Equal(3, store.Count);
    }
}
