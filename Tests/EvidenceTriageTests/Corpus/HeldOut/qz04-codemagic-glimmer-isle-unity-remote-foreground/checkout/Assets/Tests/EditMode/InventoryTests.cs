using NUnit.Framework;
using Glimmer.Inventory;

namespace Glimmer.Tests
{
    public class InventoryTests
    {
        [Test]
        public void StackMergeRespectsCap()
        {
            var bag = new Bag(slotCap: 99);
            bag.Add("driftwood", 70);
            bag.Add("driftwood", 50);
            Assert.AreEqual(new[] { 99, 21 }, bag.StacksOf("driftwood"));
        }
    }
}
