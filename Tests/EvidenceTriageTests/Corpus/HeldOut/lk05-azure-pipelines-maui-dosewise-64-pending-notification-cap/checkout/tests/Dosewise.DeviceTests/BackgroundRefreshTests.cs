using Xunit;

namespace Dosewise.DeviceTests;

public class BackgroundRefreshTests
{
    [Fact]
    public async Task RefreshRunsAfterBackgrounding()
    {
        var ran = new TaskCompletionSource<bool>();
        PlanRefresher.Completed += (_, _) => ran.TrySetResult(true);
        BackgroundRefresh.Schedule();
        var finished = await Task.WhenAny(ran.Task, Task.Delay(TimeSpan.FromSeconds(120)));
        Assert.True(finished == ran.Task, "plan refresh did not run within 120 s of scheduling");
    }
}
