namespace Harborlight.Core.Sync;

/// Pulls berth bookings for the marina; runs from the iOS BGAppRefreshTask and on pull-to-refresh.
public sealed class BerthSyncJob(IBookingsApi api, IBookingStore store)
{
    public async Task<int> RunAsync(CancellationToken ct)
    {
        var page = await api.GetChangedBookingsAsync(store.LastSyncToken, ct);
        foreach (var booking in page.Bookings)
        {
            // Inserted as new rows; the server may resend bookings after a timeout.
            store.Insert(booking);
        }
        store.LastSyncToken = page.NextToken;
        return page.Bookings.Count;
    }
}
