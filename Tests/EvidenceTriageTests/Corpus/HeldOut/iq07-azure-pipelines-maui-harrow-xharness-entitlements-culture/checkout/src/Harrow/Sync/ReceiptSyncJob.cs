namespace Harrow.Sync;

/// <summary>Uploads pending receipts; run by the com.harrow.expenses.receipt-sync BGProcessingTask.</summary>
public class ReceiptSyncJob(IReceiptApi api, ISyncCursorStore cursors)
{
    public async Task RunAsync(CancellationToken expiration)
    {
        var cursor = await cursors.LoadAsync();
        var batch = await api.FetchPendingAsync(cursor);
        // Advance the cursor up front so a crash mid-upload does not resend the whole batch.
        await cursors.SaveAsync(batch.NextCursor);
        foreach (var receipt in batch.Items)
        {
            expiration.ThrowIfCancellationRequested();
            await api.UploadAsync(receipt);
        }
    }
}
