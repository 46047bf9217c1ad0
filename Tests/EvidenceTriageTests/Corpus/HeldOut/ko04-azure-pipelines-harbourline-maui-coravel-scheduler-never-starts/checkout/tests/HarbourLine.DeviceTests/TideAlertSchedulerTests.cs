using HarbourLine.Services;
using Xunit;

namespace HarbourLine.DeviceTests;

public class TideAlertSchedulerTests
{
    [Fact]
    public void SchedulerIsRegistered()
    {
        var services = MauiProgram.CreateMauiApp().Services;
        Assert.NotNull(services.GetService(typeof(Coravel.Scheduling.Schedule.Interfaces.IScheduler)));
    }

    [Fact]
    public async Task InvocableRunsAfterSchedulerStarts()
    {
        TideAlertInvocable.Invocations = 0;
        _ = MauiProgram.CreateMauiApp();

        // EverySeconds(2): expect at least one run well inside ten seconds. The app stays in the
        // foreground the whole time; this does not depend on iOS background execution.
        await Task.Delay(TimeSpan.FromSeconds(10));
        Assert.True(TideAlertInvocable.Invocations > 0, "TideAlertInvocable never ran within 10 s of CreateMauiApp()");
    }
}
