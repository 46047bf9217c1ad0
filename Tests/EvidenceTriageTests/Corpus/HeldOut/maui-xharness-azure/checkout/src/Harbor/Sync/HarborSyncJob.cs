namespace Harbor.Sync;
public sealed class HarborSyncJob(ISyncStore store, IUploader uploader)
{
    public async Task RunAsync(CancellationToken ct)
    {
        var batch = await store.PendingAsync(ct);
        foreach (var item in batch)
        {
            store.Cursor = item.Sequence;          // advanced per item, before the commit
            await uploader.UploadAsync(item, ct);
        }
        await store.CommitAsync(ct);
    }
}
