using BackgroundTasks;
using Foundation;
using NUnit.Framework;
using Harbor.Sync;

namespace Harbor.DeviceTests;

[TestFixture]
public class BackgroundSyncTests
{
    const string RefreshId = "io.harborapp.sync.refresh";
    const string CleanupId = "io.harborapp.sync.cleanup";

    [Test]
    public void SubmitRefreshRequest_Succeeds()
    {
        var request = new BGAppRefreshTaskRequest(RefreshId) { EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(900) };
        var ok = BGTaskScheduler.Shared.Submit(request, out NSError error);
        Assert.That(ok, Is.True, $"Submit failed: {error}");
    }

    [Test]
    public void SubmitProcessingRequest_Succeeds()
    {
        var request = new BGProcessingTaskRequest(CleanupId) { RequiresExternalPower = true };
        var ok = BGTaskScheduler.Shared.Submit(request, out NSError error);
        Assert.That(ok, Is.True, $"Submit failed: {error}");
    }
}

[TestFixture]
public class SyncCursorTests
{
    [Test]
    public async Task CursorAdvancesOnlyAfterCommit()
    {
        var store = new InMemorySyncStore(cursor: 40);
        var job = new HarborSyncJob(store, new FailingUploader(afterItems: 3));
        await job.RunAsync(CancellationToken.None);
        Assert.That(store.Cursor, Is.EqualTo(40), "cursor moved although the batch was not committed");
    }
}
