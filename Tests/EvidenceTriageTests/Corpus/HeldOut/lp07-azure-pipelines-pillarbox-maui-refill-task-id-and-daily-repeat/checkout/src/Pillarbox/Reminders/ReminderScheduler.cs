using Plugin.LocalNotification;

namespace Pillarbox.Reminders;

/// Daily dose reminders, scheduled through Plugin.LocalNotification.
public class ReminderScheduler
{
    private readonly IClock _clock;
    private readonly INotificationService _notifications;

    public ReminderScheduler(IClock clock, INotificationService? notifications = null)
    {
        _clock = clock;
        _notifications = notifications ?? LocalNotificationCenter.Current;
    }

    public async Task ScheduleDailyAsync(int medicationId, string title, TimeSpan doseTime)
    {
        var now = _clock.Now;
        var notifyTime = now.Date + doseTime;
        var repeat = NotificationRepeat.Daily;

        if (notifyTime <= now)
        {
            // Today's dose time has passed: start tomorrow. The "first
            // occurrence" path was written for one-off refill reminders and
            // also drops the repeat.
            notifyTime = notifyTime.AddDays(1);
            repeat = NotificationRepeat.No;
        }

        var request = new NotificationRequest
        {
            NotificationId = medicationId,
            Title = title,
            Description = "Time for your dose",
            CategoryType = NotificationCategoryType.Reminder,
            Schedule =
            {
                NotifyTime = notifyTime,
                RepeatType = repeat,
            },
        };
        await _notifications.Show(request);
    }

    public Task PauseAsync(int medicationId)
    {
        _notifications.Cancel(medicationId);
        return Task.CompletedTask;
    }
}
