// Assets/Scripts/Notifications/HarborReminders.cs
using System;
using Unity.Notifications.iOS;

public static class HarborReminders
{
    public static iOSNotification Daily(int hour, int minute)
    {
        var utc = DateTime.UtcNow;                       // BUG: UTC components passed to a local calendar trigger
        return new iOSNotification
        {
            Identifier = "daily-harbor",
            Trigger = new iOSNotificationCalendarTrigger { Hour = hour - (DateTime.Now - utc).Hours, Minute = minute, Repeats = true, UtcTime = false },
        };
    }

    public static iOSNotification StreakNudge(int seconds) => new iOSNotification
    {
        Identifier = "streak",
        Trigger = new iOSNotificationTimeIntervalTrigger { TimeInterval = TimeSpan.FromSeconds(seconds), Repeats = true },
    };
}
