using System;
using System.Linq;
using System.Threading.Tasks;
using Harborline.Notifications;
using Shiny;
using Shiny.Notifications;
using UserNotifications;
using Xunit;

namespace Harborline.DeviceTests.Notifications
{
    public class LocalNotificationTests
    {
        readonly INotificationManager notifications = ShinyHost.Resolve<INotificationManager>();

        [Fact]
        public async Task SchedulesHighTideAlertAtPredictedTime()
        {
            var at = DateTimeOffset.Now.AddHours(3);
            await HighTideAlerts.Schedule(this.notifications, "9414290", at);
            var pending = await this.notifications.GetPendingNotifications();
            Assert.Contains(pending, n => n.Id == HighTideAlerts.IdFor("9414290"));
        }

        [Fact]
        public async Task HighTideAlertIsPresentedWhileForeground()
        {
            // The device-test host is in the foreground for the whole run.
            // A high-tide alert that fires while the user is looking at the
            // app must still be shown as a banner (product requirement HBL-1930).
            await this.notifications.Clear();
            await HighTideAlerts.Schedule(this.notifications, "9414290", DateTimeOffset.Now.AddSeconds(2));
            Console.WriteLine("[LocalNotificationTests] scheduled high-tide-9414290 trigger=UNTimeIntervalNotificationTrigger(2s)");

            await Task.Delay(TimeSpan.FromSeconds(5));

            var delivered = await UNUserNotificationCenter.Current.GetDeliveredNotificationsAsync();
            Console.WriteLine($"[LocalNotificationTests] delivered notifications: {delivered.Length}");

            // Only notifications the system actually presented show up here.
            // iOS hands a notification that fires while the app is active to
            // UNUserNotificationCenterDelegate.WillPresentNotification; the
            // options returned there decide whether a banner is shown. Shiny
            // forwards that call to the app's INotificationDelegate
            // (src/Harborline/Notifications/HighTideNotificationDelegate.cs).
            // See https://developer.apple.com/documentation/usernotifications
            Assert.Single(delivered.Where(n => n.Request.Identifier == "high-tide-9414290"));
        }

        [Fact]
        public async Task CancelsAlertWhenStationRemoved()
        {
            await HighTideAlerts.Schedule(this.notifications, "9414290", DateTimeOffset.Now.AddHours(1));
            await HighTideAlerts.CancelForStation(this.notifications, "9414290");
            var pending = await this.notifications.GetPendingNotifications();
            Assert.DoesNotContain(pending, n => n.Id == HighTideAlerts.IdFor("9414290"));
        }

        [Fact(Skip = "Needs the critical-alerts entitlement; device lab only")]
        public Task CriticalAlertsRequireEntitlement() => Task.CompletedTask;
    }
}
