using Xunit;
namespace CopperFerry.Tests;

public class TimetableSyncTests
{
    [Fact]
    public async Task Sync_StoresNextSevenDays()
    {
        var store = new InMemoryTimetableStore();
        await new TimetableSync(new StubTimetableApi(), store).RunAsync(CancellationToken.None);
        Assert.Equal(7, store.Days.Count);
    }
}
