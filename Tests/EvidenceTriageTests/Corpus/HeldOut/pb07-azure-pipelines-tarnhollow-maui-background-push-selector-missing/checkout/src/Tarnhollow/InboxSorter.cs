namespace Tarnhollow;

public record InboxItem(string Id, bool Unread, DateTimeOffset Received);

public static class InboxSorter
{
    public static IEnumerable<InboxItem> Sort(IEnumerable<InboxItem> items) =>
        items.OrderByDescending(i => i.Unread).ThenBy(i => i.Received);
}
