using System.Threading.Tasks;
using FluentAssertions;
using Punchclock.Core.Sync;
using Xunit;

namespace Punchclock.Core.Tests.Sync;

public sealed class BackgroundSyncInteractorTests
{
    [Fact]
    public async Task ReportsNewDataWhenSyncSucceeds()
    {
        var sync = new FakeSyncManager { Result = SyncState.Synced };
        (await new BackgroundSyncInteractor(sync).Execute()).Should().Be(BackgroundFetchOutcome.NewData);
    }

    [Fact]
    public async Task BackgroundFetchRunsLightSyncOnly()
    {
        // A full sync does not fit in the background fetch window (see #6039-style analytics:
        // BackgroundSyncFinished stopped arriving once PerformFetch ran the full sync).
        var sync = new FakeSyncManager { Result = SyncState.Synced };
        await new BackgroundSyncInteractor(sync).Execute();
        sync.LastRequestedSync.Should().Be(SyncKind.PushOnly);
    }
}
