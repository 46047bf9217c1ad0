using System;
using System.Threading.Tasks;
using FieldCrew.Jobs;
using Shiny.Jobs;
using Xunit;

namespace FieldCrew.DeviceTests;

public class JobSchedulingTests
{
    [Fact]
    public async Task PeriodicSyncJob_IsRegisteredWithShiny()
    {
        var jobs = DeviceTestHost.Services.GetRequiredService<IJobManager>();
        var info = jobs.GetJob(TimesheetSyncJob.Identifier);
        Assert.NotNull(info);
        await Task.CompletedTask;
    }

    [Fact]
    public async Task PeriodicSyncJob_RunsWithinTwoMinutes()
    {
        var probe = DeviceTestHost.Services.GetRequiredService<JobRunProbe>();
        probe.Reset();

        // The app schedules the sync when it moves to the background.
        DeviceTestHost.SimulateEnterBackground();

        var ran = await probe.WaitForRunAsync(TimesheetSyncJob.Identifier, TimeSpan.FromMinutes(2));

        Assert.True(ran, "TimesheetSyncJob did not run within 00:02:00 of entering the background");
    }
}
