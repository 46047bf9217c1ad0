using Larchmont.Pantry.Sync;
using Xunit;

namespace Larchmont.Pantry.DeviceTests;

public class PantryMergeTests
{
    [Fact]
    public void MergeTakesNewerServerItem()
    {
        var local = new PantryItem("oats", Quantity: 2, Version: 3, EditedAt: T("10:00"));
        var server = new PantryItem("oats", Quantity: 5, Version: 4, EditedAt: T("10:05"));
        Assert.Equal(5, PantryMerge.Merge(local, server).Quantity);
    }

    [Fact]
    public void MergeKeepsLocalQuantityWhenServerIsStale()
    {
        // Same version (both edited offline from v3), but the local edit is newer.
        var local = new PantryItem("flour", Quantity: 1, Version: 3, EditedAt: T("10:20"));
        var server = new PantryItem("flour", Quantity: 4, Version: 3, EditedAt: T("09:40"));

        Assert.Equal(1, PantryMerge.Merge(local, server).Quantity);
    }

    static DateTimeOffset T(string hm) => DateTimeOffset.Parse($"2026-01-20T{hm}:00Z");
}
