using System.Collections;
using System.Collections.Generic;
using NUnit.Framework;
using Unity.Notifications.iOS;
using UnityEngine;
using UnityEngine.TestTools;

namespace Lanternfish.Tests
{
    [UnityPlatform(RuntimePlatform.IPhonePlayer)]
    public class NotificationDelegateTests
    {
        readonly List<iOSNotification> received = new List<iOSNotification>();

        [SetUp]
        public void SetUp()
        {
            received.Clear();
            iOSNotificationCenter.RemoveAllScheduledNotifications();
            iOSNotificationCenter.RemoveAllDeliveredNotifications();
            iOSNotificationCenter.OnNotificationReceived += received.Add;
        }

        [TearDown]
        public void TearDown() => iOSNotificationCenter.OnNotificationReceived -= received.Add;

        // The daily "lanterns are lit" reminder is shown in-game when it fires while playing.
        [UnityTest]
        public IEnumerator ForegroundNotification_RaisesOnNotificationReceived()
        {
            iOSNotificationCenter.ScheduleNotification(new iOSNotification("lanterns-lit")
            {
                Title = "The lanterns are lit",
                Body = "Night fishing is open at the harbour.",
                ShowInForeground = true,
                ForegroundPresentationOption = PresentationOption.Banner | PresentationOption.Sound,
                Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = new System.TimeSpan(0, 0, 2), Repeats = false },
            });

            var deadline = Time.realtimeSinceStartup + 10f;
            while (received.Count == 0 && Time.realtimeSinceStartup < deadline)
                yield return null;
            Assert.IsTrue(received.Count > 0, "OnNotificationReceived was not raised within 10 s");
        }

        [Test]
        public void Schedule_AddsPendingRequest()
        {
            iOSNotificationCenter.ScheduleNotification(new iOSNotification("bait-reminder")
            {
                Title = "Bait restocked",
                Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = new System.TimeSpan(1, 0, 0), Repeats = false },
            });
            Assert.AreEqual(1, iOSNotificationCenter.GetScheduledNotifications().Length);
        }
    }
}
