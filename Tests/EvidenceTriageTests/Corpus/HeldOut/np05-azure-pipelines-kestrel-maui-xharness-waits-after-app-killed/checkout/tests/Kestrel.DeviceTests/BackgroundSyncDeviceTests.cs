using System;
using System.Threading;
using System.Threading.Tasks;
using Kestrel.Sync;
using Xunit;

namespace Kestrel.DeviceTests;

public class BackgroundSyncDeviceTests
{
    [Fact]
    public void RefreshRequestUsesPermittedIdentifier()
    {
        var request = LogbookSyncScheduler.CreateRefreshRequest(TimeSpan.FromMinutes(30));
        Assert.Equal("com.kestrel.logbook.sync", request.Identifier);
    }

    [Fact]
    public async Task SyncJobCompletesAfterExpirationHandler()
    {
        var task = new FakeBackgroundTask("com.kestrel.logbook.sync");
        var job = new LogbookSyncJob(new InMemoryLogbookStore(seed: 40), new StubLogbookApi(latency: TimeSpan.FromSeconds(2)));
        var run = job.RunAsync(task, CancellationToken.None);
        task.Expire();
        await run;
        Assert.True(task.Completed);
        Assert.False(task.Success);
    }
}
