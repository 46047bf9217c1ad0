using System;
using System.Collections;
using LanternBay.Reminders;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine.TestTools;

namespace LanternBay.Tests
{
    public class ReminderSchedulerTests
    {
        [SetUp]
        public void Clear() => iOSNotificationCenter.RemoveAllScheduledNotifications();

        [UnityTest]
        public IEnumerator SchedulesDailyReminderOnFirstLaunch()
        {
            new ReminderScheduler().EnsureDailyReminder(TimeSpan.FromDays(1));
            yield return null;
            Assert.AreEqual(1, iOSNotificationCenter.GetScheduledNotifications().Length);
        }

        [UnityTest]
        public IEnumerator RescheduleKeepsSingleDailyReminder()
        {
            var scheduler = new ReminderScheduler();
            scheduler.EnsureDailyReminder(TimeSpan.FromDays(1));
            yield return null;

            scheduler.EnsureDailyReminder(TimeSpan.FromDays(1)); // app resumed
            yield return null;

            Assert.AreEqual(1, iOSNotificationCenter.GetScheduledNotifications().Length);
        }
    }
}
