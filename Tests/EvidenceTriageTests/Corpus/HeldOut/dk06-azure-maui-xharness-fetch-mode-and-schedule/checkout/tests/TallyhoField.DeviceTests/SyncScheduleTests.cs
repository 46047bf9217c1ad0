using Xunit;

namespace TallyhoField.DeviceTests;

public class SyncScheduleTests
{
    static readonly DateTime Now = new(2026, 12, 1, 2, 7, 22, DateTimeKind.Utc);

    [Fact]
    public void FirstRunIsImmediate()
    {
        var schedule = new SyncSchedule(new FixedClock(Now), lastRun: null);
        Assert.Equal(Now, schedule.NextRun());
    }

    [Fact]
    public void IntervalIsSixHours() => Assert.Equal(TimeSpan.FromHours(6), SyncSchedule.Interval);

    [Fact]
    public void NextRunIsIntervalAfterNow()
    {
        // After a successful run the next one is due Interval after *now*,
        // not Interval after midnight.
        var clock = new FixedClock(Now);
        var schedule = new SyncSchedule(clock, lastRun: Now);

        var next = schedule.NextRun();

        Assert.Equal(Now.AddHours(6), next);
    }

    [Fact]
    public void SkipsWhenOffline()
    {
        var schedule = new SyncSchedule(new FixedClock(Now), lastRun: Now, online: false);
        Assert.Null(schedule.NextRunIfOnline());
    }
}
