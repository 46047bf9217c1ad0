using Plugin.LocalNotification;
using Plugin.LocalNotification.EventArgs;
using Xunit;

namespace Rotawise.DeviceTests;

public class ForegroundReminderTests
{
    [Fact]
    public async Task ReminderRaisesNotificationReceivedWhileForeground()
    {
        var received = new TaskCompletionSource<NotificationEventArgs>();
        LocalNotificationCenter.Current.NotificationReceived += e => received.TrySetResult(e);

        await LocalNotificationCenter.Current.Show(new NotificationRequest
        {
            NotificationId = 4101,
            Title = "Shift starting soon",
            Description = "device-test",
            Schedule = { NotifyTime = DateTime.Now.AddSeconds(3) },
        });

        var finished = await Task.WhenAny(received.Task, Task.Delay(TimeSpan.FromSeconds(20)));
        Assert.True(finished == received.Task, "NotificationReceived was not raised within 20 s of the reminder time");
    }
}
