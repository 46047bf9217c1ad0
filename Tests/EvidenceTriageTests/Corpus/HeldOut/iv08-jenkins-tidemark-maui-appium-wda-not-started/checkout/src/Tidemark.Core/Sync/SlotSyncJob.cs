namespace Tidemark.Core.Sync;

/// Pages berth slots from the harbour API. Runs from the iOS BGProcessingTask
/// (com.tidemark.app.slotsync) and from pull-to-refresh.
public sealed class SlotSyncJob(ISlotApi api, ISlotStore store, ICursorStore cursors)
{
    public async Task RunAsync(CancellationToken token)
    {
        var cursor = await cursors.LoadAsync();
        var synced = 0;
        try
        {
            while (true)
            {
                token.ThrowIfCancellationRequested();
                var page = await api.FetchAsync(cursor + synced, pageSize: 20, token);
                if (page.Count == 0) break;
                await store.UpsertAsync(page);
                synced += page.Count;
            }
            await cursors.SaveAsync(cursor + synced);
        }
        catch (OperationCanceledException)
        {
            // Expiration handler cancelled us: rows already upserted, but the
            // cursor is only persisted on the success path above.
            throw;
        }
    }
}
