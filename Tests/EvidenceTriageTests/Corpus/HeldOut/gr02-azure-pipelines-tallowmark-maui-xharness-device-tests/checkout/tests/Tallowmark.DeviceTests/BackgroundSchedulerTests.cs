using BackgroundTasks;
using Microsoft.Extensions.Logging.Abstractions;
using NUnit.Framework;
using Tallowmark.Platforms.iOS;

namespace Tallowmark.DeviceTests;

[TestFixture]
public class BackgroundSchedulerTests
{
    [SetUp]
    public void CancelPending() => BGTaskScheduler.Shared.CancelAll();

    [Test]
    public void RegisterAll_RegistersRefreshTask()
    {
        Assert.That(BackgroundTasks.RegistrationResults[BackgroundTasks.RefreshIdentifier], Is.True);
    }

    [Test]
    public void ScheduleSync_UsesNetworkConstraint()
    {
        var request = new BGProcessingTaskRequest(BackgroundTasks.SyncIdentifier) { RequiresNetworkConnectivity = true };
        Assert.That(request.RequiresNetworkConnectivity, Is.True);
    }

    [Test]
    public void SubmitInspectionRefresh_IsAccepted()
    {
        // The refresh identifier is permitted and registered (see RegisterAll_RegistersRefreshTask),
        // so the system should accept the request.
        var error = BackgroundTasks.ScheduleRefresh(NullLogger.Instance);

        Assert.That(error, Is.Null, "Submit returned an error on " + DeviceInfo.Current.Model);
    }
}
