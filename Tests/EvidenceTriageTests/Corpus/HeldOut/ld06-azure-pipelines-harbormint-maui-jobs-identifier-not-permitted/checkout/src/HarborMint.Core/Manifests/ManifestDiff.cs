namespace HarborMint.Core.Manifests;

public static class ManifestDiff
{
    public static IReadOnlyList<ManifestRow> Changed(IEnumerable<ManifestRow> before, IEnumerable<ManifestRow> after)
    {
        var old = before.ToDictionary(r => r.ContainerId);
        // BUG: compares by reference, so every row read from a fresh query counts as changed.
        return after.Where(r => !old.TryGetValue(r.ContainerId, out var o) || !ReferenceEquals(o, r)).ToList();
    }
}
