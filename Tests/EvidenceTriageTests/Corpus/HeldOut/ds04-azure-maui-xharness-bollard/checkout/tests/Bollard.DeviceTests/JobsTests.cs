using System;
using System.Threading.Tasks;
using Bollard.Jobs;
using Shiny.Jobs;
using Xunit;

namespace Bollard.DeviceTests;

public class JobsTests : IClassFixture<AppFixture>
{
    readonly AppFixture app;
    public JobsTests(AppFixture app) => this.app = app;

    [Fact]
    public async Task JobInfo_RoundTripsThroughStore()
    {
        var jobs = app.Services.GetRequiredService<IJobManager>();
        var info = await jobs.GetJob(nameof(BerthWatchJob));
        Assert.NotNull(info);
        Assert.True(info!.RunOnForeground);
    }

    // BerthWatchJob is registered with RunOnForeground = true; Shiny's foreground
    // timer should run it every 30 s while the app is active.
    [Fact]
    public async Task ForegroundJob_RunsWithinInterval()
    {
        var probe = app.Services.GetRequiredService<JobRunProbe>();
        probe.Reset();

        var ran = false;
        var deadline = DateTime.UtcNow.AddSeconds(45);
        while (DateTime.UtcNow < deadline && !ran)
        {
            ran = probe.RunCount(nameof(BerthWatchJob)) > 0;
            if (!ran)
                await Task.Delay(TimeSpan.FromSeconds(1));
        }

        Assert.True(ran, "BerthWatchJob did not run within 45 s while the app was in the foreground");
    }
}
