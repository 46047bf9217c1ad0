using NUnit.Framework;
using Fieldbook.Services;

namespace Fieldbook.DeviceTests;

[TestFixture]
public class BackgroundSyncRegistrationTests
{
    /// Registration happens in FinishedLaunching; the runner app keeps the result.
    [Test]
    public void RegistersInspectionSyncTask()
    {
        Assert.That(TestRunnerAppDelegate.BackgroundSyncRegistered, Is.True,
            $"BGTaskScheduler.Register({BackgroundSync.TaskId}) must succeed at launch");
    }
}
