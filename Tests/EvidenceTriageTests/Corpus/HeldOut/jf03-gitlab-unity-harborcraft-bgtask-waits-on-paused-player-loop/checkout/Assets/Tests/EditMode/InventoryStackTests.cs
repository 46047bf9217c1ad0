using Harborcraft.Inventory;
using NUnit.Framework;

namespace Harborcraft.Tests.EditMode
{
    public class InventoryStackTests
    {
        [Test]
        public void MergeSameItemAddsCounts()
        {
            var a = new InventoryStack { ItemId = "plank", Count = 10 };
            a.Merge(new InventoryStack { ItemId = "plank", Count = 5 });
            Assert.AreEqual(15, a.Count);
        }

        [Test]
        public void MergeDifferentItemsThrows()
        {
            var a = new InventoryStack { ItemId = "plank", Count = 10 };
            Assert.Throws<System.ArgumentException>(() => a.Merge(new InventoryStack { ItemId = "rope", Count = 1 }));
        }

        [Test]
        public void MergeRespectsMaxStackSize()
        {
            var a = new InventoryStack { ItemId = "plank", Count = 60 };
            var rest = a.Merge(new InventoryStack { ItemId = "plank", Count = 10 });
            Assert.AreEqual(InventoryStack.MaxStackSize, a.Count);
            Assert.AreEqual(6, rest.Count);
        }
    }
}
