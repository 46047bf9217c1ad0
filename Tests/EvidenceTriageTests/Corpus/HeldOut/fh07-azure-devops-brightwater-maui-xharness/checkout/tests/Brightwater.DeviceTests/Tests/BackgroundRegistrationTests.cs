using Brightwater.Field.Platforms.iOS;
using Xunit;

namespace Brightwater.DeviceTests;

// Runs inside Brightwater.DeviceTests.app; its AppDelegate calls RegisterAll at launch.
public class BackgroundRegistrationTests
{
    [Fact]
    public void RegistersPhotoCleanupAtLaunch()
    {
        Assert.True(BackgroundTasksRegistrar.Results[BackgroundTasksRegistrar.PhotoCleanupId]);
    }

    [Fact]
    public void RegistersInspectionSyncAtLaunch()
    {
        Assert.True(BackgroundTasksRegistrar.Results[BackgroundTasksRegistrar.InspectionSyncId]);
    }
}
