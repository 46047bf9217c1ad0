namespace Ferrylog.Core.Manifests;

/// <summary>Imports the day's sailing manifest into the local store.</summary>
public sealed class ManifestImportJob(IManifestApi api, ISailingStore store)
{
    public async Task<int> RunAsync(DateOnly day, CancellationToken ct)
    {
        var manifest = await api.GetManifestAsync(day, ct);
        var imported = 0;
        foreach (var sailing in manifest.Sailings)
        {
            // Re-imports are expected: the refresh task and pull-to-refresh both call this.
            await store.InsertAsync(sailing, ct);
            imported++;
        }
        await store.SetLastImportedAsync(day, DateTimeOffset.UtcNow, ct);
        return imported;
    }
}
