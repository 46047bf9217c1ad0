using System;
using System.Collections;
using System.Linq;
using NUnit.Framework;
using Orchard.Notifications;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;

namespace Orchard.Tests.Notifications
{
    // Runs in the iOS player on the device lab (Category DeviceLab).
    [Category("DeviceLab")]
    public class DailyRewardNotificationTests
    {
        DailyRewardReminder reminder;

        [UnitySetUp]
        public IEnumerator SetUp()
        {
            var request = new AuthorizationRequest(AuthorizationOption.Alert | AuthorizationOption.Badge, false);
            while (!request.IsFinished)
                yield return null;
            iOSNotificationCenter.RemoveAllScheduledNotifications();
            reminder = new DailyRewardReminder(reminderHour: 9);
        }

        [Test]
        public void ClaimRemovesPendingReminder()
        {
            reminder.ScheduleNext(DateTime.Now);
            reminder.OnRewardClaimed(DateTime.Now);
            Assert.IsFalse(iOSNotificationCenter.GetScheduledNotifications()
                .Any(n => n.Identifier == DailyRewardReminder.Identifier && n.Trigger is iOSNotificationCalendarTrigger t && t.Day == DateTime.Now.Day));
        }

        [Test]
        public void RescheduledTriggerKeepsLocalHour()
        {
            // After a claim the reminder is moved to 9 AM tomorrow, device time.
            reminder.OnRewardClaimed(DateTime.Now);

            // The reward screen reads the pending reminder back to show
            // "Next reminder at 9:00"; it must show the hour the player sees on
            // their clock.
            var next = reminder.NextReminderTime();
            Debug.Log($"[DailyReward] next reminder {next:O} (Kind={next.Kind})");

            Assert.AreEqual(9, next.Hour);
        }

        [UnityTest]
        public IEnumerator CalendarTriggerHasNextFireDate()
        {
            reminder.ScheduleNext(DateTime.Now);
            yield return new WaitForSeconds(1f);

            // Ask iOS when the scheduled calendar trigger will fire next.
            var nextFire = NativeTriggerInspector.NextTriggerDate(DailyRewardReminder.Identifier);
            Debug.Log($"[DailyReward] UNCalendarNotificationTrigger.nextTriggerDate = {(nextFire.HasValue ? nextFire.Value.ToString("O") : "(null)")}");

            Assert.IsNotNull(nextFire, "iOS reports no next fire date for the daily reminder");
        }

        [Test]
        public void TimeIntervalTriggerIsPending()
        {
            reminder.ScheduleNudge(TimeSpan.FromMinutes(30));
            Assert.IsTrue(iOSNotificationCenter.GetScheduledNotifications().Any(n => n.Identifier == DailyRewardReminder.NudgeIdentifier));
        }
    }
}
