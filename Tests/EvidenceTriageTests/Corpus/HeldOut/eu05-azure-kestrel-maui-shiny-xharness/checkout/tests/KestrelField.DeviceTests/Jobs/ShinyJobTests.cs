using KestrelField.Jobs;
using Shiny;
using Shiny.Jobs;
using Xunit;

namespace KestrelField.Tests.Jobs;

/// <summary>End-to-end: the job registered in MauiProgram runs in the background on iOS.</summary>
public class ShinyJobTests
{
    [Fact]
    public void OutboxJob_IsRegistered()
    {
        var jobs = Host.Current.Services.GetRequiredService<IJobManager>().GetJobs();
        Assert.Contains(jobs, j => j.Identifier == "outbox-sync");
    }

    [Fact]
    public async Task OutboxJob_RunsAfterRegistration()
    {
        var started = DateTimeOffset.UtcNow;
        // iOS gets two minutes to launch the BGProcessingTask Shiny submitted at startup.
        var deadline = started.AddMinutes(2);
        while (DateTimeOffset.UtcNow < deadline && (OutboxSyncJob.LastRun ?? DateTimeOffset.MinValue) < started)
            await Task.Delay(TimeSpan.FromSeconds(5));

        Assert.True(OutboxSyncJob.LastRun >= started, $"outbox-sync did not run within 2 minutes (last run: {OutboxSyncJob.LastRun?.ToString("O") ?? "never"})");
    }
}
