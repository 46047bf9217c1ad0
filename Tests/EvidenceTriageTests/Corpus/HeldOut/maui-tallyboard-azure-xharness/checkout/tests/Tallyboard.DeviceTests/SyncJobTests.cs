using Shiny.Jobs;
using Xunit;

namespace Tallyboard.DeviceTests;

public class SyncJobTests
{
    [Fact]
    public async Task TallySyncJobRunsEveryMinuteWhileAppIsIdle()
    {
        var jobs = TestHost.Services.GetRequiredService<IJobManager>();
        var access = await jobs.RequestAccess();
        Assert.Equal(AccessState.Available, access);

        jobs.Register(new JobInfo("tally-sync", typeof(TallySyncJob), RunOnForeground: false)
        {
            RequiredInternetAccess = InternetAccess.Any
        });

        // Give the OS three minutes to run the job at least twice.
        await Task.Delay(TimeSpan.FromMinutes(3));
        Assert.True(TallySyncJob.RunCount >= 2, $"job ran {TallySyncJob.RunCount} time(s)");
    }

    [Fact]
    public async Task TallySyncJobMergesRemoteCounts()
    {
        var job = new TallySyncJob(new FakeTallyApi(remote: 12), new InMemoryTallyStore(local: 9));
        await job.Run(new JobInfo("tally-sync", typeof(TallySyncJob)), CancellationToken.None);
        Assert.Equal(12, job.Store.Count);
    }
}
