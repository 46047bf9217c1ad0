namespace Harrowgate.Sync;

/// <summary>
/// Pulls inspection records page by page. Runs in the foreground on pull-to-refresh
/// and from the nightly BGProcessingTask (see Platforms/iOS/BackgroundSync.cs), whose
/// expiration handler cancels <paramref name="ct"/>.
/// </summary>
public sealed class InspectionSyncJob
{
    private readonly IInspectionServer _server;
    private readonly IInspectionStore _store;

    public InspectionSyncJob(IInspectionServer server, IInspectionStore store)
    {
        _server = server;
        _store = store;
    }

    public async Task RunAsync(CancellationToken ct)
    {
        var cursor = await _store.GetCursorAsync();
        while (true)
        {
            var page = await _server.FetchPageAsync(cursor, ct);
            if (page.Items.Count == 0)
            {
                return;
            }

            // Persist progress first so a crash mid-page does not re-download
            // what we already have.
            await _store.SetCursorAsync(page.NextCursor);

            await _store.RunInTransactionAsync(async tx =>
            {
                foreach (var item in page.Items)
                {
                    ct.ThrowIfCancellationRequested();
                    await tx.UpsertInspectionAsync(item);
                }
            });

            cursor = page.NextCursor;
            if (!page.HasMore)
            {
                return;
            }
        }
    }
}
