using Tern.Mobile.Notifications;
using UserNotifications;
using Xunit;

namespace Tern.Mobile.DeviceTests.Notifications;

public class ReminderNotificationTests : IClassFixture<DeviceHostFixture>
{
    private readonly DeviceHostFixture host;
    public ReminderNotificationTests(DeviceHostFixture host) => this.host = host;

    [Fact]
    public async Task ReminderIsPresentedWhileAppIsActive()
    {
        // Device-test host grants authorization up front (simctl privacy grant).
        var presented = new TaskCompletionSource<bool>();
        void OnPresented(string id) { if (id == "checkin-4711") presented.TrySetResult(true); }
        NotificationPresenter.Presented += OnPresented;

        await ReminderScheduler.ScheduleAsync("checkin-4711", "Check-in closes in 30 min",
            "MS Tern Nordlys, quay 3", TimeSpan.FromSeconds(2));

        // A notification that fires while the app is active only reaches the
        // app through UNUserNotificationCenterDelegate.WillPresentNotification,
        // which NotificationPresenter implements and forwards as Presented.
        var finished = await Task.WhenAny(presented.Task, Task.Delay(TimeSpan.FromSeconds(15)));
        NotificationPresenter.Presented -= OnPresented;
        Assert.True(finished == presented.Task, "reminder was not presented while the app was active");
    }
}
