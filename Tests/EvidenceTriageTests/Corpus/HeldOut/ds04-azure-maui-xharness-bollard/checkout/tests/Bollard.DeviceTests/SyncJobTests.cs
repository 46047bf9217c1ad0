using System;
using System.Threading.Tasks;
using Bollard.Platforms.iOS;
using Xunit;

namespace Bollard.DeviceTests;

public class SyncJobTests : IClassFixture<AppFixture>
{
    readonly AppFixture app;
    public SyncJobTests(AppFixture app) => this.app = app;

    [Fact]
    public void Registration_SucceededForBothIdentifiers()
    {
        Assert.True(BackgroundTaskRegistry.IsRegistered(BackgroundTaskRegistry.RefreshId));
        Assert.True(BackgroundTaskRegistry.IsRegistered(BackgroundTaskRegistry.CleanupId));
    }

    [Fact]
    public async Task NightlyCleanup_RunsWithinFiveMinutesOfSubmit()
    {
        // earliestBeginDate = now; requires external power = false; device is on the lab charger.
        BackgroundTaskRegistry.SubmitCleanup(earliest: DateTime.UtcNow);
        await app.SendToBackgroundAsync();

        var launched = await BackgroundTaskRegistry.WaitForLaunchAsync(
            BackgroundTaskRegistry.CleanupId, TimeSpan.FromMinutes(5));

        Assert.True(launched, "com.bollardlabs.bollard.cleanup was not launched within 5 minutes");
    }
}
