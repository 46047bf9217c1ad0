using Fieldline.Sync;
using Xunit;

namespace Fieldline.DeviceTests;

public class JobSyncTests
{
    [Fact]
    public async Task CompletedVisitsAreUploadedOnce()
    {
        var store = new InMemoryVisitStore(VisitFixtures.ThreeCompleted());
        var api = new RecordingVisitApi();
        var sync = new JobSync(store, api);
        await sync.RunAsync(CancellationToken.None);
        await sync.RunAsync(CancellationToken.None);
        Assert.Equal(3, api.Uploaded.Count);
    }
}
