using Brightwater.DeviceTests.Fakes;
using Brightwater.Field;
using Xunit;

namespace Brightwater.DeviceTests;

public class InspectionSyncJobTests
{
    [Fact]
    public async Task PullsAllPages()
    {
        var api = new FakeInspectionApi(pages: 3, perPage: 20);
        var store = new InMemoryInspectionStore();

        var pulled = await new InspectionSyncJob(api, store).RunAsync(CancellationToken.None);

        Assert.Equal(60, pulled);
    }

    [Fact]
    public async Task ResumesFromLastCommittedPage()
    {
        var api = new FakeInspectionApi(pages: 4, perPage: 20);
        var store = new InMemoryInspectionStore();
        await store.SaveCheckpointAsync(2, CancellationToken.None); // previous run expired after page 2

        await new InspectionSyncJob(api, store).RunAsync(CancellationToken.None);

        Assert.Equal(3, api.RequestedPages.First());
    }
}
