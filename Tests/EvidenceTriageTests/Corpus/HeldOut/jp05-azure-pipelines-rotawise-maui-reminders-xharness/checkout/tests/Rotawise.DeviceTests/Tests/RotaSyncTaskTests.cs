using Rotawise.Platforms.iOS;
using Xunit;

namespace Rotawise.DeviceTests;

public class RotaSyncTaskTests
{
    [Fact]
    public void RotaSyncTaskIsRegisteredAtLaunch() =>
        Assert.True(RotaSyncTask.RegisteredAtLaunch);

    [Fact]
    public async Task RotaSyncRunsWithinFiveMinutesOfBackgrounding()
    {
        var ran = RotaSyncTask.NextRunAsync();
        RotaSyncScheduler.ScheduleOnBackground();   // what DidEnterBackground does
        var finished = await Task.WhenAny(ran, Task.Delay(TimeSpan.FromMinutes(5)));
        Assert.True(finished == ran, "rota-sync did not run within 5 minutes of being scheduled");
    }
}
