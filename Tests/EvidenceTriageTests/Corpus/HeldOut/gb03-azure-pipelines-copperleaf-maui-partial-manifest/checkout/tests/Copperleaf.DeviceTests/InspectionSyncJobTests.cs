using Copperleaf.Auth;
using Copperleaf.DeviceTests.Fakes;
using Copperleaf.Sync;
using Xunit;

namespace Copperleaf.DeviceTests;

public class InspectionSyncJobTests
{
    [Fact]
    public async Task RunUploadsPendingDrafts()
    {
        var store = new InMemoryInspectionStore(drafts: 2);
        var job = new InspectionSyncJob(FakeTokenStore.Fresh(), new FakeInspectionApi(), store);
        await job.Run(CancellationToken.None);
        Assert.Empty(await store.PendingUploadsAsync(CancellationToken.None));
    }

    [Fact]
    public async Task RunRefreshesTokenBeforeUpload()
    {
        // Session restored from the keychain after reinstall: access token
        // expired, refresh token not yet migrated.
        var tokens = FakeTokenStore.Expired(refreshToken: null);
        var api = new FakeInspectionApi();
        var job = new InspectionSyncJob(tokens, api, new InMemoryInspectionStore(drafts: 1));

        await job.Run(CancellationToken.None);

        Assert.Equal(1, api.RefreshCalls);
        Assert.Equal(1, api.Uploads.Count);
    }
}
