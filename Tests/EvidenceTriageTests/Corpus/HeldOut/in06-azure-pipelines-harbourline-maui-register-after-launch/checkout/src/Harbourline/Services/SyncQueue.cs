namespace Harbourline.Services;

public sealed class SyncQueue
{
    readonly List<SyncItem> _items = new();

    public IReadOnlyList<SyncItem> Items => _items;

    public void Enqueue(SyncItem item) => _items.Add(item);

    /// Puts failed items back so the next background run retries them.
    public void Requeue(IEnumerable<SyncItem> failed)
    {
        foreach (var item in failed)
            _items.Add(item with { Attempts = item.Attempts + 1 });
    }

    public SyncItem? Dequeue()
    {
        if (_items.Count == 0) return null;
        var first = _items[0];
        _items.RemoveAt(0);
        return first;
    }
}
