using System.Collections;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;

namespace Harborline.Tests
{
    public class LocalNotificationTests
    {
        iOSNotification received;

        [UnitySetUp]
        public IEnumerator SetUp()
        {
            received = null;
            iOSNotificationCenter.RemoveAllScheduledNotifications();
            iOSNotificationCenter.RemoveAllDeliveredNotifications();
            iOSNotificationCenter.OnNotificationReceived += OnReceived;
            yield return NotificationPermissions.EnsureAuthorized();
        }

        [TearDown]
        public void TearDown() => iOSNotificationCenter.OnNotificationReceived -= OnReceived;

        void OnReceived(iOSNotification n) => received = n;

        [UnityTest]
        public IEnumerator ForegroundReminder_IsReceivedOneSecondAfterTrigger()
        {
            iOSNotificationCenter.ScheduleNotification(SailingReminders.Boarding("F-1042", 1));

            // Trigger is 1 s; check on the first frame after it should have fired.
            yield return new WaitForSecondsRealtime(1.0f);
            yield return null;

            Assert.IsNotNull(received, "boarding reminder not received on the first frame after its 1 s trigger");
            Assert.AreEqual("sailing-F-1042-boarding", received.Identifier);
        }

        [UnityTest]
        public IEnumerator ShiftReminder_ScheduledTwoMinutesAhead_IsDelivered()
        {
            iOSNotificationCenter.ScheduleNotification(SailingReminders.Boarding("F-1188", 120));

            var deadline = Time.realtimeSinceStartup + 130f;
            while (received == null && Time.realtimeSinceStartup < deadline)
                yield return null;

            Assert.IsNotNull(received, "boarding reminder scheduled 120 s ahead was not delivered within 130 s");
        }

        [UnityTest]
        public IEnumerator ScheduledReminder_IsListedAsPending()
        {
            iOSNotificationCenter.ScheduleNotification(SailingReminders.Boarding("F-2001", 3600));
            yield return null;
            Assert.AreEqual(1, iOSNotificationCenter.GetScheduledNotifications().Length);
        }
    }
}
