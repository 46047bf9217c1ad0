using Plugin.LocalNotification;

namespace FieldNotes.Services;

/// <summary>
/// Schedules the "site visit starting" reminders through Plugin.LocalNotification.
/// </summary>
public sealed class ReminderScheduler(INotificationService notifications, ILogger<ReminderScheduler> log)
{
    private static readonly TimeSpan LeadTime = TimeSpan.FromMinutes(15);

    public async Task ScheduleSiteVisitReminderAsync(SiteVisit visit)
    {
        var remindAt = visit.StartsAt - LeadTime;

        // Visit starts within the lead time: remind right away.
        var notifyTime = remindAt <= DateTime.Now
            ? DateTime.Now.ToLocalTime()
            : remindAt;

        var request = new NotificationRequest
        {
            NotificationId = visit.ReminderId,
            Title = $"Site visit: {visit.SiteName}",
            Description = $"Starts at {visit.StartsAt:HH:mm}. Tap to open the checklist.",
            ReturningData = visit.Id.ToString(),
            Schedule = { NotifyTime = notifyTime },
        };

        log.LogInformation("[Reminders] Show({Id}) NotifyTime={NotifyTime:O} now={Now:O}",
            visit.ReminderId, notifyTime, DateTime.Now);
        await notifications.Show(request);
    }
}
