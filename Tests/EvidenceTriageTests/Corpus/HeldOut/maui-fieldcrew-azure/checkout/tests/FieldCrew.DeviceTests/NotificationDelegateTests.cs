using System.Threading.Tasks;
using Foundation;
using FieldCrew.Notifications;
using Plugin.LocalNotification;
using UserNotifications;
using Xunit;

namespace FieldCrew.DeviceTests;

public class NotificationDelegateTests
{
    [Fact]
    public async Task Reminder_request_carries_shift_id_as_returning_data()
    {
        var request = ShiftReminderFactory.Create(ShiftFixtures.EarlyDock, ReminderLead.OneHour);
        Assert.Equal("shift:dock-b-0700", request.ReturningData);
        await Task.CompletedTask;
    }

    [Fact]
    public async Task WillPresent_ForegroundShiftReminder_ShowsBanner()
    {
        await LocalNotificationCenter.Current.RequestNotificationPermission();

        var request = ShiftReminderFactory.Create(ShiftFixtures.EarlyDock, ReminderLead.OneHour);
        request.Schedule.NotifyTime = null; // show now, while the app is in the foreground

        var presented = new TaskCompletionSource<UNNotificationPresentationOptions>();
        var probe = new PresentationProbe(options => presented.TrySetResult(options));
        using var _ = probe.AttachTo(UNUserNotificationCenter.Current);

        await LocalNotificationCenter.Current.Show(request);

        var options = await presented.Task.WaitAsync(TimeSpan.FromSeconds(10));

        Assert.True(
            options.HasFlag(UNNotificationPresentationOptions.Banner),
            $"foreground reminder must show a banner, got {options}");
        Assert.True(options.HasFlag(UNNotificationPresentationOptions.Sound));
    }
}
