namespace Kestrel.Field.Core.Sync;

/// <summary>
/// Uploads finished inspections and pulls assignment changes. Runs from the
/// BGAppRefreshTask handler on iOS and from "Sync now".
/// </summary>
public sealed class SyncJob
{
    private readonly IInspectionApi _api;
    private readonly IInspectionStore _store;
    private readonly TimeProvider _clock;
    private readonly ILastSyncStore _lastSync;

    public SyncJob(IInspectionApi api, IInspectionStore store, TimeProvider clock, ILastSyncStore? lastSync = null)
    {
        _api = api;
        _store = store;
        _clock = clock;
        // 2.9: default to the Preferences-backed store so the handler needs no extra wiring.
        _lastSync = lastSync ?? new LastSyncStore();
    }

    public async Task<SyncOutcome> RunAsync(CancellationToken ct)
    {
        var finished = await _store.FinishedNotUploadedAsync(ct);
        foreach (var inspection in finished)
        {
            ct.ThrowIfCancellationRequested();
            await _api.UploadAsync(inspection, ct);
            await _store.MarkUploadedAsync(inspection.Id, ct);
        }

        var changes = await _api.AssignmentsSinceAsync(_lastSync.LastSuccessUtc, ct);
        await _store.ApplyAssignmentsAsync(changes, ct);

        _lastSync.LastSuccessUtc = _clock.GetUtcNow();
        return new SyncOutcome(finished.Count, changes.Count);
    }
}
