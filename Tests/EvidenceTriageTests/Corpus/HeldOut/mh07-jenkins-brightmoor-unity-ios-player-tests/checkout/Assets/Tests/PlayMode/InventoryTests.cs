using Brightmoor.Inventory;
using NUnit.Framework;

public class InventoryTests
{
    [Test]
    public void StackMergeKeepsLowestDurability()
    {
        var a = new ItemStack("iron_sword", count: 1, durability: 40);
        var b = new ItemStack("iron_sword", count: 1, durability: 90);
        var merged = ItemStack.Merge(a, b);
        Assert.AreEqual(40, merged.Durability);
    }
}
