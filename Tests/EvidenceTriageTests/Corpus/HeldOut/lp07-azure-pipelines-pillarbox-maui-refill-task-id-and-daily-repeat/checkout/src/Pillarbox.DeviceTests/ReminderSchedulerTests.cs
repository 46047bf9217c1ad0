using Pillarbox.Reminders;
using UserNotifications;
using Xunit;

namespace Pillarbox.DeviceTests;

public class ReminderSchedulerTests : IAsyncLifetime
{
    private readonly FakeClock _clock = new(new DateTime(2026, 11, 17, 21, 30, 0, DateTimeKind.Local));

    public Task InitializeAsync() => ReminderTestHelpers.ClearPendingAsync();
    public Task DisposeAsync() => ReminderTestHelpers.ClearPendingAsync();

    [Fact]
    public async Task CancelsRemindersForPausedMedication()
    {
        var scheduler = new ReminderScheduler(_clock);
        await scheduler.ScheduleDailyAsync(101, "Metformin 500 mg", new TimeSpan(8, 0, 0));
        await scheduler.PauseAsync(101);
        var pending = await UNUserNotificationCenter.Current.GetPendingNotificationRequestsAsync();
        Assert.DoesNotContain(pending, r => r.Identifier == "101");
    }

    [Fact]
    public async Task SchedulesNextDoseAtLocalTime()
    {
        var scheduler = new ReminderScheduler(_clock);
        await scheduler.ScheduleDailyAsync(102, "Levothyroxine 50 µg", new TimeSpan(22, 0, 0));
        var pending = await UNUserNotificationCenter.Current.GetPendingNotificationRequestsAsync();
        var trigger = Assert.IsType<UNCalendarNotificationTrigger>(Assert.Single(pending).Trigger);
        Assert.Equal(22, (int)trigger.DateComponents.Hour);
    }

    /// A daily reminder set up in the evening for a morning dose must keep
    /// repeating every day, not fire once tomorrow (Plugin.LocalNotification
    /// only repeats when RepeatType is Daily).
    [Fact]
    public async Task DailyReminderRepeats()
    {
        var scheduler = new ReminderScheduler(_clock);

        await scheduler.ScheduleDailyAsync(100, "Amlodipine 5 mg", new TimeSpan(8, 0, 0));

        var pending = await UNUserNotificationCenter.Current.GetPendingNotificationRequestsAsync();
        var trigger = Assert.IsType<UNCalendarNotificationTrigger>(Assert.Single(pending).Trigger);
        Assert.True(trigger.Repeats, "daily reminder 100 must repeat");
    }
}
