using Microsoft.Extensions.DependencyInjection;
using Shiny;
using Shiny.Jobs;
using Xunit;

namespace Harvestly.DeviceTests.Jobs;

public class JobRegistrationTests
{
    readonly IServiceProvider services = TestHost.Services;

    [Fact]
    public void RegistersFieldLogSyncJob()
    {
        var jobs = services.GetRequiredService<IJobManager>();
        Assert.Contains(jobs.GetJobs(), j => j.Identifier == "FieldLogSyncJob");
    }

    [Fact]
    public async Task RequestAccessReportsAvailable()
    {
        var jobs = services.GetRequiredService<IJobManager>();

        var access = await jobs.RequestAccess();

        Assert.Equal(AccessState.Available, access);
    }
}
