using BackgroundTasks;
using Tillerbook.Platforms.iOS.Background;
using Xunit;

namespace Tillerbook.DeviceTests;

public class NightlySyncTaskTests
{
    [Fact]
    public void IdentifierIsPermittedInInfoPlist()
    {
        var permitted = Foundation.NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers") as Foundation.NSArray;
        Assert.NotNull(permitted);
        Assert.Contains(NightlySync.Identifier, permitted!.ToArray<Foundation.NSString>().Select(s => s.ToString()));
    }

    [Fact]
    public async Task SubmitsProcessingRequestWhenLedgerIsDirty()
    {
        await TestLedger.MarkDirtyAsync(entries: 3);

        NightlySync.Schedule(DateTimeOffset.Now.AddMinutes(1));

        var pending = await BGTaskScheduler.Shared.GetPendingTaskRequestsAsync();
        Assert.Contains(pending, r => r.Identifier == NightlySync.Identifier);
    }
}
