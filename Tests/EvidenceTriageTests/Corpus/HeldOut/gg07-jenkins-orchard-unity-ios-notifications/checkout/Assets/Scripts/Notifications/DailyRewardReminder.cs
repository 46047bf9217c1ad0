using System;
using System.Linq;
using Unity.Notifications.iOS;

namespace Orchard.Notifications
{
    /// Local reminder for the daily reward: a calendar-triggered notification at
    /// a fixed local hour. The game has no BGTask of its own; iOS fires the
    /// calendar trigger while the game is closed.
    public class DailyRewardReminder
    {
        public const string Identifier = "daily-reward";
        public const string NudgeIdentifier = "daily-reward-nudge";

        readonly int reminderHour;

        public DailyRewardReminder(int reminderHour)
        {
            this.reminderHour = reminderHour;
        }

        public void ScheduleNext(DateTime now)
        {
            var at = now.Date.AddDays(now.Hour >= reminderHour ? 1 : 0).AddHours(reminderHour);
            iOSNotificationCenter.RemoveScheduledNotification(Identifier);
            iOSNotificationCenter.ScheduleNotification(new iOSNotification
            {
                Identifier = Identifier,
                Title = "Your orchard is ready",
                Body = "Claim today's reward",
                ShowInForeground = false,
                Trigger = new iOSNotificationCalendarTrigger
                {
                    Year = at.Year,
                    Month = at.Month,
                    Day = at.Day,
                    Hour = at.Hour,
                    Minute = 0,
                    Repeats = false
                }
            });
        }

        public void OnRewardClaimed(DateTime now)
        {
            iOSNotificationCenter.RemoveDeliveredNotification(Identifier);
            ScheduleNext(now.Date.AddDays(1));
        }

        public void ScheduleNudge(TimeSpan after)
        {
            iOSNotificationCenter.ScheduleNotification(new iOSNotification
            {
                Identifier = NudgeIdentifier,
                Title = "Your trees need water",
                Body = "Come back to keep your streak",
                Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = after, Repeats = false }
            });
        }

        /// Reads the pending reminder back for the reward screen.
        public DateTime NextReminderTime()
        {
            var pending = iOSNotificationCenter.GetScheduledNotifications().First(n => n.Identifier == Identifier);
            var t = (iOSNotificationCalendarTrigger)pending.Trigger;
            // The package stores calendar triggers in UTC; build the DateTime
            // straight from the trigger's fields.
            return new DateTime(t.Year.Value, t.Month.Value, t.Day.Value, t.Hour.Value, t.Minute ?? 0, 0);
        }
    }
}
