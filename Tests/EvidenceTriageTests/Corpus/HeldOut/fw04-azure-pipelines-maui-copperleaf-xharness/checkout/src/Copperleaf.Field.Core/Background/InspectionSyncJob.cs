namespace Copperleaf.Field.Core.Background;

/// <summary>
/// Uploads queued inspections. Runs from the BGProcessingTask handler; the adapter
/// cancels <paramref name="ct"/> from the task's ExpirationHandler.
/// </summary>
public sealed class InspectionSyncJob
{
    readonly IInspectionQueue _queue;
    readonly IInspectionApi _api;
    readonly ISyncState _state;
    readonly TimeProvider _time;

    public InspectionSyncJob(IInspectionQueue queue, IInspectionApi api, ISyncState state, TimeProvider time)
        => (_queue, _api, _state, _time) = (queue, api, state, time);

    public async Task<bool> RunAsync(CancellationToken ct)
    {
        foreach (var item in await _queue.PendingAsync())
        {
            if (ct.IsCancellationRequested)
                break;
            await _api.UploadAsync(item, CancellationToken.None);
            await _queue.MarkUploadedAsync(item.Id);
        }

        _state.LastSyncCompleted = _time.GetUtcNow();
        return true;
    }
}
