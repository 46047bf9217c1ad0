namespace Larchmont.Pantry.Sync;

public static class PantryMerge
{
    /// <summary>
    /// Merges a server snapshot into the local list. Local edits made after the
    /// snapshot was taken must win.
    /// </summary>
    public static PantryItem Merge(PantryItem local, PantryItem server)
    {
        if (server.Version >= local.Version)
            return server with { Quantity = server.Quantity };

        return local;
    }
}
