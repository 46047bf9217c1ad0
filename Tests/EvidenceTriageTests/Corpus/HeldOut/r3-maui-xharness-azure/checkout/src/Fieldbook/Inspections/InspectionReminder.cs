using Foundation;
using UserNotifications;

namespace Fieldbook.Inspections;

public static class InspectionReminder
{
    public static ReminderTrigger BuildTrigger(TimeOnly at, DateTimeOffset now, TimeZoneInfo zone)
    {
        var components = new NSDateComponents
        {
            Hour = at.Hour,
            Minute = at.Minute,
            // BUG: pins the components to GMT, so "07:30" is an absolute 07:30 GMT instead of
            // 07:30 on the inspector's wall clock (should be left null / autoupdating current).
            TimeZone = NSTimeZone.FromName("GMT"),
        };
        return new ReminderTrigger(UNCalendarNotificationTrigger.CreateTrigger(components, repeats: true));
    }
}
