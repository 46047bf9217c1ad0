using BackgroundTasks;
using Foundation;
using NUnit.Framework;
using Oxbow.App.Platforms.iOS;

namespace Oxbow.DeviceTests;

[TestFixture]
public class BackgroundRefreshTests
{
    [Test]
    public void PermittedIdentifiersIncludeRefreshDeals()
    {
        var ids = NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers") as NSArray;
        Assert.That(ids, Is.Not.Null);
        Assert.That(NSArray.StringArrayFromHandle(ids!.Handle), Does.Contain(BackgroundRefresh.RefreshDealsId));
    }

    [Test]
    public void SubmitsRefreshDealsRequest()
    {
        var ok = BackgroundRefresh.Schedule(out NSError? error);

        Assert.That(error, Is.Null, $"submit failed: {error?.Domain} {error?.Code}");
        Assert.That(ok, Is.True);
    }

    [TearDown]
    public void CancelPending() => BGTaskScheduler.Shared.CancelAll();
}
