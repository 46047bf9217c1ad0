using Pillarbox.Platforms.iOS;
using Xunit;

namespace Pillarbox.DeviceTests;

public class RefillSyncTaskTests
{
    /// AppDelegate.FinishedLaunching registers the nightly refill sync;
    /// BGTaskScheduler.Register returns false when the identifier is not a
    /// permitted identifier of the running app.
    [Fact]
    public void RegisteredAtLaunch()
    {
        Assert.True(RefillSyncTask.Registered,
            $"BGTaskScheduler.Register({RefillSyncTask.Identifier}) returned false at launch");
    }

    [Fact]
    public void RequestIsProcessingWithNetwork()
    {
        var request = RefillSyncTask.CreateRequest(new DateTime(2026, 11, 17, 21, 30, 0, DateTimeKind.Local));
        Assert.True(request.RequiresNetworkConnectivity);
        Assert.False(request.RequiresExternalPower);
    }
}
