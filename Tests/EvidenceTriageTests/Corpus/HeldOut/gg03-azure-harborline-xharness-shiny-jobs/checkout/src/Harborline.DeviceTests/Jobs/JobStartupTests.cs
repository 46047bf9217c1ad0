using System;
using System.Linq;
using System.Threading.Tasks;
using Harborline.Jobs;
using Shiny;
using Shiny.Jobs;
using Xunit;

namespace Harborline.DeviceTests.Jobs
{
    // Runs inside the device-test host app, which boots Shiny through the same
    // HarborlineStartup as the shipping app (src/Harborline.iOS/HarborlineStartup.cs).
    public class JobStartupTests : IAsyncLifetime
    {
        readonly IJobManager jobs;

        public JobStartupTests()
        {
            this.jobs = ShinyHost.Resolve<IJobManager>();
        }

        public async Task InitializeAsync()
        {
            TideSyncJob.ResetRunCounter();
            await this.jobs.CancelAll();
        }

        public Task DisposeAsync() => Task.CompletedTask;

        [Fact]
        public async Task RegistersTideSyncJob()
        {
            await HarborlineStartup.RegisterJobs(this.jobs);
            var job = await this.jobs.GetJob(TideSyncJob.Identifier);
            Assert.NotNull(job);
            Assert.True(job.RunOnForeground);
        }

        [Fact]
        public async Task SyncJobRunsOnceAfterColdStart()
        {
            // Simulates what HarborlineStartup does on a cold start: register
            // the foreground-capable tide sync job and let Shiny's job
            // lifecycle pick it up. PeriodicTime is 15 minutes, so within a
            // 20-second window the job must run exactly once; Shiny records
            // LastRunUtc in its job state store and skips the job after that.
            //
            //
            // HBL-2291: users saw three tide downloads per launch after the
            // 4.2 startup refactor; this is the regression test for it.
            //
            await HarborlineStartup.RegisterJobs(this.jobs);
            await ShinyHost.Resolve<IShinyStartupTask>("JobLifecycleTask").RunForTest();

            await Task.Delay(TimeSpan.FromSeconds(20));
            Console.WriteLine($"[JobStartupTests] runs observed in 20s window: {TideSyncJob.RunCount}");

            Assert.Equal(1, TideSyncJob.RunCount);
        }

        [Fact]
        public async Task JobIsNotRegisteredTwice()
        {
            await HarborlineStartup.RegisterJobs(this.jobs);
            await HarborlineStartup.RegisterJobs(this.jobs);
            var all = await this.jobs.GetJobs();
            Assert.Single(all.Where(j => j.Identifier == TideSyncJob.Identifier));
        }
    }
}
