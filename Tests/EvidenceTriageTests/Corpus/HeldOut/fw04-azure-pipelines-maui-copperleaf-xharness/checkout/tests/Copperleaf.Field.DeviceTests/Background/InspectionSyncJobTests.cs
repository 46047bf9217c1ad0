using Copperleaf.Field.Core.Background;
using Copperleaf.Field.DeviceTests.Fakes;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Copperleaf.Field.DeviceTests;

public class InspectionSyncJobTests
{
    [Fact]
    public async Task UploadsAllPendingInspections()
    {
        var queue = new FakeInspectionQueue("insp-1", "insp-2");
        var api = new FakeInspectionApi();
        var job = new InspectionSyncJob(queue, api, new FakeSyncState(), new FakeTimeProvider());

        Assert.True(await job.RunAsync(CancellationToken.None));
        Assert.Equal(new[] { "insp-1", "insp-2" }, api.Uploaded);
    }

    [Fact]
    public async Task ExpirationStopsBeforeMarkingComplete()
    {
        using var expiration = new CancellationTokenSource();
        var queue = new FakeInspectionQueue("insp-1", "insp-2", "insp-3");
        var api = new FakeInspectionApi { OnUpload = id => { if (id == "insp-1") expiration.Cancel(); } };
        var state = new FakeSyncState();
        var job = new InspectionSyncJob(queue, api, state, new FakeTimeProvider());

        var completed = await job.RunAsync(expiration.Token);

        Assert.False(completed);
        Assert.Null(state.LastSyncCompleted);
        Assert.Equal(new[] { "insp-2", "insp-3" }, await queue.PendingIdsAsync());
    }
}
