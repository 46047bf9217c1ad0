using Plugin.LocalNotification;
using Xunit;

namespace Kelpie.DeviceTests;

public class ReminderNotificationTests
{
    [Fact]
    public async Task ShowReturnsTrue()
    {
        Assert.True(await LocalNotificationCenter.Current.Show(new NotificationRequest { NotificationId = 7, Title = "Low tide" }));
    }

    [Fact]
    public async Task NotificationReceivedFiresInForeground()
    {
        var received = new TaskCompletionSource<bool>();
        LocalNotificationCenter.Current.NotificationReceived += e => received.TrySetResult(true);
        await LocalNotificationCenter.Current.Show(new NotificationRequest
        {
            NotificationId = 8,
            Title = "Low tide in 30 min",
            Schedule = { NotifyTime = DateTime.Now.AddSeconds(2) },
        });
        var fired = await Task.WhenAny(received.Task, Task.Delay(TimeSpan.FromSeconds(10))) == received.Task;

        Assert.True(fired);
    }
}
