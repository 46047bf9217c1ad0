using BackgroundTasks;
using Cairnline.Background;
using Xunit;

namespace Cairnline.DeviceTests;

public class OfflineMapsSchedulerTests
{
    [Fact]
    public void SubmitsOvernightTileDownload()
    {
        var scheduler = new OfflineMapsScheduler(BGTaskScheduler.Shared);

        var ok = scheduler.ScheduleOvernightDownload("cairngorms", out var error);

        Assert.True(ok, $"Submit failed: {error}");
    }

    [Fact]
    public async Task TileDownloadCompletesOvernight()
    {
        var scheduler = new OfflineMapsScheduler(BGTaskScheduler.Shared);
        scheduler.ScheduleOvernightDownload("lake-district", out _);

        // Simulator: plugged in and online, so the processing task should start soon after
        // EarliestBeginDate (60 s).
        var deadline = DateTime.UtcNow.AddSeconds(90);
        while (OfflineMapsStore.Shared.LastCompletedRegion is null && DateTime.UtcNow < deadline)
            await Task.Delay(1000);

        Assert.NotNull(OfflineMapsStore.Shared.LastCompletedRegion);
    }
}
