using System;
using BackgroundTasks;
using Foundation;
using TideWatch.Platforms.iOS;
using Xunit;

namespace TideWatch.DeviceTests;

public class BackgroundSyncSchedulerTests : IDisposable
{
    readonly BackgroundSyncScheduler scheduler = BackgroundSyncScheduler.Shared;

    public void Dispose() => BGTaskScheduler.Shared.CancelAll();

    [Fact]
    public void Identifiers_ArePermittedInInfoPlist()
    {
        var permitted = NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers") as NSArray;
        Assert.NotNull(permitted);
        Assert.True(permitted!.Contains(new NSString(BackgroundSyncScheduler.NightlySyncId)));
        Assert.True(permitted!.Contains(new NSString(BackgroundSyncScheduler.RefreshId)));
    }

    [Fact]
    public void Handlers_AreRegisteredAtLaunch()
    {
        Assert.True(scheduler.NightlySyncRegistered);
        Assert.True(scheduler.RefreshRegistered);
    }

    [Fact]
    public void NextNightlyWindow_IsAfterTwoAmLocal()
    {
        var now = new DateTime(2026, 11, 24, 14, 0, 0, DateTimeKind.Local);
        Assert.Equal(new DateTime(2026, 11, 25, 2, 0, 0, DateTimeKind.Local), BackgroundSyncScheduler.NextNightlyWindow(now));
    }

    [Fact]
    public void ScheduleNightlySync_SubmitsProcessingRequest()
    {
        var error = scheduler.ScheduleNightlySync(DateTime.Now.AddMinutes(1));

        Assert.Null(error);
    }
}
