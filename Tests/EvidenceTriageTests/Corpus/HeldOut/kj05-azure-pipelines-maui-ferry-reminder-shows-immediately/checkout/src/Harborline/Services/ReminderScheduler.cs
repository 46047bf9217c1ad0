using Plugin.LocalNotification;

namespace Harborline.Services;

/// Local "your ferry leaves in 15 minutes" reminders (Plugin.LocalNotification 12.x).
public sealed class ReminderScheduler(INotificationService notifications)
{
    public const int LeadMinutes = 15;

    public async Task<int> ScheduleFerryReminder(string route, DateTime departureLocal)
    {
        var id = HashCode.Combine(route, departureLocal.Ticks) & 0x7fffffff;
        var notifyAt = departureLocal.AddMinutes(-LeadMinutes);

        var request = new NotificationRequest
        {
            NotificationId = id,
            Title = $"{route} departs at {departureLocal:HH:mm}",
            Description = "Head to the terminal — boarding closes 5 minutes before departure.",
            CategoryType = NotificationCategoryType.Reminder,
            Schedule = new NotificationRequestSchedule
            {
                RepeatType = NotificationRepeat.No,
            },
        };
        System.Diagnostics.Debug.WriteLine($"[Reminders] Show({id}) for {route} notifyAt={notifyAt:O}");
        await notifications.Show(request);
        return id;
    }
}
