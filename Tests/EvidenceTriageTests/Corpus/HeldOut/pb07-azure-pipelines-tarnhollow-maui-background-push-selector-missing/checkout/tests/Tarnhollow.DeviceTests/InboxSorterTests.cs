using Xunit;

namespace Tarnhollow.DeviceTests;

public class InboxSorterTests
{
    [Fact]
    public void UnreadFirstThenNewest()
    {
        var now = new DateTimeOffset(2022, 4, 26, 9, 0, 0, TimeSpan.Zero);
        var items = new[]
        {
            new InboxItem("a", Unread: false, now),
            new InboxItem("b", Unread: true, now.AddHours(-3)),
            new InboxItem("c", Unread: true, now.AddHours(-1)),
        };
        Assert.Equal(new[] { "c", "b", "a" }, InboxSorter.Sort(items).Select(i => i.Id));
    }
}
