using Xunit;

namespace Larchmont.Pantry.DeviceTests;

[Collection("Background")]
public class BackgroundRefreshTests
{
    [Fact]
    public void RegistersBothLaunchHandlers()
    {
        Assert.Contains(BackgroundJobs.RefreshId, EvidenceLog.RegisteredIdentifiers());
        Assert.Contains(BackgroundJobs.PruneId, EvidenceLog.RegisteredIdentifiers());
    }

    [Fact]
    public void SubmitsPantryRefreshRequest()
    {
        using var _ = EvidenceLog.ForTest(nameof(BackgroundRefreshTests), nameof(SubmitsPantryRefreshRequest));
        BackgroundJobs.ScheduleRefresh();
    }

    [Fact]
    public async Task PruneTaskRunsAfterBackgrounding()
    {
        using var _ = EvidenceLog.ForTest(nameof(BackgroundRefreshTests), nameof(PruneTaskRunsAfterBackgrounding));
        // What AppDelegate.DidEnterBackground does.
        BackgroundJobs.SchedulePrune();

        // earliestBeginDate is 60 s out; give the scheduler two minutes.
        await Task.Delay(TimeSpan.FromMinutes(2));

        Assert.NotNull(BackgroundJobs.LastPrune);
    }
}
