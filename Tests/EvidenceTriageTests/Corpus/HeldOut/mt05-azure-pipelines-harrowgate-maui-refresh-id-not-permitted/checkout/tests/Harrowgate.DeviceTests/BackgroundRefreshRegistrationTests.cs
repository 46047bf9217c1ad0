using BackgroundTasks;
using Harrowgate.Platforms.iOS;
using Xunit;

namespace Harrowgate.DeviceTests;

public class BackgroundRefreshRegistrationTests
{
    [Fact]
    public void LaunchRegistersCleanupTask()
    {
        Assert.Contains("com.harrowgate.ledger.cleanup", AppDelegate.RegisteredTaskIds);
    }

    [Fact]
    public void RegisterRefreshTask_ReturnsTrue()
    {
        // AppDelegate.FinishedLaunching calls BGTaskScheduler.Shared.Register
        // for the refresh id; Register returns false when the built
        // Info.plist does not permit the identifier.
        //
        //
        //
        Assert.True(AppDelegate.RefreshRegistered);
    }

    [Fact]
    public void SubmitRefreshRequest_DoesNotThrow()
    {
        // Platforms/iOS/Info.plist is the MAUI app's plist; the test app
        // links the same file.
        //
        RefreshScheduler.Submit();
    }
}
