using BackgroundTasks;
using Xunit;
using Tollgate.Platforms.iOS;

namespace Tollgate.DeviceTests;

public class BackgroundRefreshTests
{
    [Fact]
    public void RegistersRefreshHandler()
    {
        // AppDelegate.FinishedLaunching calls BalanceRefreshTask.Register(); it records the result.
        Assert.True(BalanceRefreshTask.Registered, "BGTaskScheduler.Shared.Register returned false");
    }

    [Fact]
    public void SubmitsRefreshRequest()
    {
        var ok = BalanceRefreshTask.Schedule(out var error);
        Assert.True(ok, error?.ToString());
    }
}
