using Cairnline.Trips;
using Xunit;

namespace Cairnline.DeviceTests;

public class TripExportTests
{
    [Fact]
    public async Task ExportsCompleteTripAsGpx()
    {
        var dir = Directory.CreateTempSubdirectory("export").FullName;
        var path = await new TripExporter(dir).ExportAsync(TripFixtures.Ridge(points: 400), CancellationToken.None);
        Assert.EndsWith(".gpx", path);
    }

    [Fact]
    public async Task CancelledExportRemovesPartialGpx()
    {
        var dir = Directory.CreateTempSubdirectory("export").FullName;
        using var cts = new CancellationTokenSource();
        var trip = TripFixtures.Ridge(points: 5000, onPointRead: i => { if (i == 120) cts.Cancel(); });

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => new TripExporter(dir).ExportAsync(trip, cts.Token));

        Assert.Empty(Directory.GetFiles(dir));
    }
}
