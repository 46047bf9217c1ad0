using Plugin.LocalNotification;
using Plugin.LocalNotification.EventArgs;
using Tidewater.Notifications;
using Xunit;

namespace Tidewater.DeviceTests;

[Collection("Notifications")]
public class LocalNotificationTests
{
    [Fact]
    public async Task PermissionIsGrantedOnSimulator()
    {
        var granted = await LocalNotificationCenter.Current.RequestNotificationPermission();
        Assert.True(granted);
    }

    [Fact]
    public async Task ScheduleAddsPendingRequest()
    {
        var request = TideAlerts.Build(id: 2001, title: "High tide", notifyAt: DateTime.Now.AddHours(3));
        Assert.True(await LocalNotificationCenter.Current.Show(request));
        var pending = await LocalNotificationCenter.Current.GetPendingNotificationList();
        Assert.Contains(pending, p => p.NotificationId == 2001);
        LocalNotificationCenter.Current.Cancel(2001);
    }

    [Fact]
    public async Task ImmediateNotificationRaisesNotificationReceived()
    {
        var received = new TaskCompletionSource<int>();
        void OnReceived(NotificationEventArgs e) => received.TrySetResult(e.Request.NotificationId);
        LocalNotificationCenter.Current.NotificationReceived += OnReceived;
        try
        {
            var request = TideAlerts.Build(id: 1001, title: "Tide alert", notifyAt: DateTime.Now.AddSeconds(2));
            Assert.True(await LocalNotificationCenter.Current.Show(request));

            var finished = await Task.WhenAny(received.Task, Task.Delay(TimeSpan.FromSeconds(15)));
            Assert.True(finished == received.Task, "NotificationReceived was not raised within 15 s");
        }
        finally
        {
            LocalNotificationCenter.Current.NotificationReceived -= OnReceived;
        }
    }

    [Fact]
    public async Task ForegroundNotificationIsPresentedAsBanner()
    {
        NotificationPresentationLog.Clear();
        var request = TideAlerts.Build(id: 1002, title: "Tide alert", notifyAt: DateTime.Now.AddSeconds(2));
        Assert.True(await LocalNotificationCenter.Current.Show(request));
        await Task.Delay(TimeSpan.FromSeconds(6));

        var presented = Assert.Single(NotificationPresentationLog.Entries);
        Assert.Equal(1002, presented.NotificationId);
    }
}
