using System;

namespace Harborcraft.Inventory
{
    public struct InventoryStack
    {
        public const int MaxStackSize = 64;
        public string ItemId;
        public int Count;

        /// Moves as much of `other` into this stack as fits; returns the remainder.
        public InventoryStack Merge(InventoryStack other)
        {
            if (other.ItemId != ItemId) throw new ArgumentException("different items");
            var total = Count + other.Count;
            Count = total;
            return new InventoryStack { ItemId = ItemId, Count = Math.Max(0, total - MaxStackSize) };
        }
    }
}
