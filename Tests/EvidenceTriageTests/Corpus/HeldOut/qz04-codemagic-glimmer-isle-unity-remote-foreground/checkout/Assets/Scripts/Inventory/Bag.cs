using System.Collections.Generic;
using System.Linq;

namespace Glimmer.Inventory
{
    public class Bag
    {
        readonly int slotCap;
        readonly List<(string item, int count)> slots = new List<(string, int)>();
        public Bag(int slotCap) { this.slotCap = slotCap; }

        public void Add(string item, int count)
        {
            var i = slots.FindIndex(s => s.item == item);
            if (i < 0) { slots.Add((item, count)); return; }
            slots[i] = (item, slots[i].count + count);
        }

        public int[] StacksOf(string item) => slots.Where(s => s.item == item).Select(s => s.count).ToArray();
    }
}
