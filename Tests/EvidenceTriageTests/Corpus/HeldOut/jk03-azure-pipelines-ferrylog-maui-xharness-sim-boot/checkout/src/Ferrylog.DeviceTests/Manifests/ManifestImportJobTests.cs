using Ferrylog.Core.Manifests;
using Ferrylog.DeviceTests.Fakes;
using Xunit;

namespace Ferrylog.DeviceTests.Manifests;

public class ManifestImportJobTests
{
    [Fact]
    public async Task ReimportDoesNotDuplicateSailings()
    {
        var store = new SqliteSailingStore(":memory:");
        var job = new ManifestImportJob(new FakeManifestApi("manifest-2023-11-28.json"), store);
        var day = new DateOnly(2023, 11, 28);

        await job.RunAsync(day, CancellationToken.None);
        await job.RunAsync(day, CancellationToken.None);

        Assert.Equal(42, await store.CountAsync(day));
    }

    [Fact]
    public async Task ImportRecordsLastImportedTime()
    {
        var store = new SqliteSailingStore(":memory:");
        var job = new ManifestImportJob(new FakeManifestApi("manifest-2023-11-28.json"), store);
        await job.RunAsync(new DateOnly(2023, 11, 28), CancellationToken.None);
        Assert.NotNull(await store.GetLastImportedAsync(new DateOnly(2023, 11, 28)));
    }
}
