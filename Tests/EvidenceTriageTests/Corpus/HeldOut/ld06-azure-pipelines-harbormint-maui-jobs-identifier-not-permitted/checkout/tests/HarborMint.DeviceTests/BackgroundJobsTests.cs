using NUnit.Framework;
using HarborMint.Platforms.iOS;

namespace HarborMint.DeviceTests;

[TestFixture]
public class BackgroundJobsTests
{
    [Test]
    public void RegistersSyncTaskAtLaunch()
    {
        Assert.That(AppHost.LaunchRegistrations[BackgroundJobs.SyncId], Is.True,
            "BGTaskScheduler.Register returned false for " + BackgroundJobs.SyncId);
    }

    [Test]
    public void SubmitSyncRequestSucceeds()
    {
        var error = BackgroundJobs.Submit();
        Assert.That(error, Is.Null, error?.ToString());
    }
}
