using Harborline.Services;
using Plugin.LocalNotification;
using UserNotifications;
using Xunit;

namespace Harborline.DeviceTests;

public class ReminderSchedulerTests
{
    [Fact]
    public async Task SchedulesFerryReminderFifteenMinutesEarly()
    {
        UNUserNotificationCenter.Current.RemoveAllPendingNotificationRequests();
        var departure = DateTime.Now.Date.AddDays(1).AddHours(7).AddMinutes(15);
        var scheduler = new ReminderScheduler(LocalNotificationCenter.Current);

        var id = await scheduler.ScheduleFerryReminder("Kells Point → Harbor", departure);

        var pending = await UNUserNotificationCenter.Current.GetPendingNotificationRequestsAsync();
        var request = Assert.Single(pending);
        Assert.Equal(id.ToString(), request.Identifier);
        var trigger = Assert.IsType<UNCalendarNotificationTrigger>(request.Trigger);
        Assert.Equal(7, (int)trigger.DateComponents.Hour);
        Assert.Equal(0, (int)trigger.DateComponents.Minute);
    }
}
