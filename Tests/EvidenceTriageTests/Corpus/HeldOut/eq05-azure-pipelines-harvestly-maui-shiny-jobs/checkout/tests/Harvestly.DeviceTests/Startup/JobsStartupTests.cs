using Harvestly.Platforms.iOS;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging.Abstractions;
using Shiny.Jobs;
using Xunit;

namespace Harvestly.DeviceTests.Startup;

public class JobsStartupTests
{
    [Fact]
    public async Task ConfigureBackgroundSyncDoesNotThrow()
    {
        var jobs = TestHost.Services.GetRequiredService<IJobManager>();

        var access = await BackgroundSyncSetup.ConfigureAsync(jobs, NullLogger.Instance);

        Assert.NotEqual(Shiny.AccessState.Unknown, access);
    }
}
