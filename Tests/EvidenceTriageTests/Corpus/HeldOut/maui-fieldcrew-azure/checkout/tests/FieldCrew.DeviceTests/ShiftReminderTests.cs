using System;
using System.Linq;
using System.Threading.Tasks;
using FieldCrew.Notifications;
using Plugin.LocalNotification;
using UserNotifications;
using Xunit;

namespace FieldCrew.DeviceTests;

public class ShiftReminderTests
{
    [Fact]
    public async Task BreakReminder_FirstFiresAtNotifyTime_ThenEveryTwoMinutes()
    {
        await LocalNotificationCenter.Current.RequestNotificationPermission();
        await LocalNotificationCenter.Current.CancelAll();

        var notifyAt = DateTime.Now.AddSeconds(5);
        var request = new NotificationRequest
        {
            NotificationId = 4101,
            Title = "Break check",
            Description = "Log your break before you start the next pallet run",
            Schedule = new NotificationRequestSchedule
            {
                NotifyTime = notifyAt,
                RepeatType = NotificationRepeat.TimeInterval,
                NotifyRepeatInterval = TimeSpan.FromMinutes(2),
            },
        };
        await LocalNotificationCenter.Current.Show(request);

        // Give the OS 15 s to deliver the first occurrence at NotifyTime.
        await Task.Delay(TimeSpan.FromSeconds(15));

        var delivered = await UNUserNotificationCenter.Current.GetDeliveredNotificationsAsync();
        var pending = await UNUserNotificationCenter.Current.GetPendingNotificationRequestsAsync();
        var next = (pending.FirstOrDefault()?.Trigger as UNTimeIntervalNotificationTrigger)?.NextTriggerDate;

        Assert.True(
            delivered.Any(n => n.Request.Identifier == "4101"),
            $"first occurrence not delivered at {notifyAt:HH:mm:ss}; pending next trigger {next}");
    }
}
