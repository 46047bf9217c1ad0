using System;
using System.Linq;
using Unity.Notifications.iOS;
using UnityEngine;

namespace LanternBay.Reminders
{
    /// "Your crops are ready" reminder. Called on every launch and every resume, so it must
    /// leave exactly one pending daily reminder behind.
    public sealed class ReminderScheduler
    {
        public const string Category = "daily-crops";

        public void EnsureDailyReminder(TimeSpan interval)
        {
            var pending = iOSNotificationCenter.GetScheduledNotifications()
                .Where(n => n.CategoryIdentifier == Category)
                .ToArray();

            foreach (var n in pending)
            {
                var existing = ((iOSNotificationTimeIntervalTrigger)n.Trigger).TimeInterval;
                if (existing == interval)
                {
                    return; // already scheduled with the right interval
                }
                Debug.Log($"[Reminders] existing {Category} trigger interval {existing} != {interval}, scheduling another");
            }

            iOSNotificationCenter.ScheduleNotification(new iOSNotification
            {
                Identifier = $"{Category}-{Guid.NewGuid():N}",
                CategoryIdentifier = Category,
                Title = "Your crops are ready",
                Body = "Harvest before the crows do!",
                ShowInForeground = false,
                Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = interval, Repeats = true },
            });
        }
    }
}
