namespace Brightwater.Field;

public sealed class InspectionSyncJob
{
    readonly IInspectionApi api;
    readonly IInspectionStore store;

    public InspectionSyncJob(IInspectionApi api, IInspectionStore store)
    {
        this.api = api;
        this.store = store;
    }

    /// <summary>Pulls assigned inspections page by page; resumable after expiration.</summary>
    public async Task<int> RunAsync(CancellationToken ct)
    {
        var page = 1;
        var pulled = 0;
        while (true)
        {
            ct.ThrowIfCancellationRequested();
            var batch = await api.GetAssignedAsync(page, ct);
            if (batch.Items.Count == 0)
                break;

            await store.UpsertAsync(batch.Items, ct);
            await store.SaveCheckpointAsync(page, ct);
            pulled += batch.Items.Count;
            page++;
        }
        await store.ClearCheckpointAsync(ct);
        return pulled;
    }
}
