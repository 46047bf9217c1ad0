namespace Cairnline.Trips;

public sealed class TripExporter
{
    readonly string _exportDir;

    public TripExporter(string exportDir) => _exportDir = exportDir;

    /// Writes trip-{id}.gpx.part while streaming points, renames to .gpx when done.
    public async Task<string> ExportAsync(Trip trip, CancellationToken ct)
    {
        var partPath = Path.Combine(_exportDir, $"trip-{trip.Id}.gpx.part");
        var finalPath = Path.ChangeExtension(partPath, null);
        await using (var writer = new GpxWriter(File.Create(partPath)))
        {
            foreach (var point in trip.Points)
            {
                ct.ThrowIfCancellationRequested();
                await writer.WritePointAsync(point);
            }
        }
        File.Move(partPath, finalPath, overwrite: true);
        return finalPath;
    }
}
