using Plugin.LocalNotification;

namespace Dosewise.Services;

public class ReminderScheduler(INotificationService notifications)
{
    /// Schedules every dose of the plan up front (one notification per dose).
    public async Task ScheduleAsync(MedicationPlan plan, DateTime from)
    {
        var id = 1000;
        foreach (var dose in plan.DosesBetween(from, from.AddDays(14)))
        {
            await notifications.Show(new NotificationRequest
            {
                NotificationId = id++,
                Title = plan.Name,
                Description = $"Take {dose.Amount}",
                Schedule = { NotifyTime = dose.At },
            });
        }
    }
}
