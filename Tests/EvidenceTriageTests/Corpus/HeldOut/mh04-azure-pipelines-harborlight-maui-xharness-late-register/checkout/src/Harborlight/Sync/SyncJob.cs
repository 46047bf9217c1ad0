namespace Harborlight.Sync;

public class SyncJob(IHarbourApi api, ICursorStore store)
{
    public async Task RunAsync(CancellationToken ct)
    {
        var page = store.Load() ?? 1;
        while (page <= await api.PageCountAsync())
        {
            if (ct.IsCancellationRequested) return;   // BUG: cursor for the fetched page never saved
            var items = await api.FetchPageAsync(page);
            await LocalDb.UpsertAsync(items);
            page++;
            if (page % 2 == 1) store.Save(page);      // saved only every other page
        }
        store.Save(page);
    }
}
