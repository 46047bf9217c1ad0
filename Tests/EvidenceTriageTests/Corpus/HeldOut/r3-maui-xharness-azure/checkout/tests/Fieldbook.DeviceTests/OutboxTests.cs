using Fieldbook.Sync;
using Xunit;

namespace Fieldbook.DeviceTests;

public class OutboxTests
{
    [Fact]
    public async Task Flush_SendsQueuedItems()
    {
        var outbox = new Outbox(new InMemoryStore(), new FakeApi());
        await outbox.EnqueueAsync(new InspectionDraft("A-12"));
        await outbox.FlushAsync();
        Assert.Empty(await outbox.PendingAsync());
    }
}
