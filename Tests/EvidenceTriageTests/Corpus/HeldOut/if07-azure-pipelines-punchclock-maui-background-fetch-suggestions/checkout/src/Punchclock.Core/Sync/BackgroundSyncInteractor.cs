using System.Threading.Tasks;

namespace Punchclock.Core.Sync;

/// Runs from AppDelegate.PerformFetch. iOS gives the app about 30 seconds.
public sealed class BackgroundSyncInteractor
{
    private readonly ISyncManager syncManager;

    public BackgroundSyncInteractor(ISyncManager syncManager) => this.syncManager = syncManager;

    public async Task<BackgroundFetchOutcome> Execute()
    {
        var state = await syncManager.ForceFullSync();
        return state == SyncState.Synced ? BackgroundFetchOutcome.NewData : BackgroundFetchOutcome.Failed;
    }
}
