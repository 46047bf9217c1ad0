using Harbourline.Services;
using Xunit;

namespace Harbourline.DeviceTests;

public class SyncQueueTests
{
    [Fact]
    public void DequeueReturnsOldestFirst()
    {
        var queue = new SyncQueue();
        queue.Enqueue(new SyncItem("a"));
        queue.Enqueue(new SyncItem("b"));
        Assert.Equal("a", queue.Dequeue()?.Id);
    }

    [Fact]
    public void RetryKeepsOriginalOrder()
    {
        var queue = new SyncQueue();
        queue.Enqueue(new SyncItem("c"));
        queue.Requeue(new[] { new SyncItem("a"), new SyncItem("b") });

        Assert.Equal(new[] { "a", "b", "c" }, queue.Items.Select(i => i.Id));
    }
}
