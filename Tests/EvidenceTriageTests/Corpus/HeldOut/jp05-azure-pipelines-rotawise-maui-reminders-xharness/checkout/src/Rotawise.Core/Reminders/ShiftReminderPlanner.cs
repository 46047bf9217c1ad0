using Plugin.LocalNotification;

namespace Rotawise.Core.Reminders;

/// Builds the local notification that reminds a nurse before the shift starts.
public sealed class ShiftReminderPlanner
{
    private readonly IRotaStore _rota;
    private readonly TimeSpan _lead = TimeSpan.FromMinutes(45);

    public ShiftReminderPlanner(IRotaStore rota) => _rota = rota;

    public NotificationRequest Plan(string shiftId)
    {
        var request = new NotificationRequest
        {
            NotificationId = shiftId.GetHashCode() & 0x7fffffff,
            Title = "Shift starting soon",
            Description = "Your shift starts in 45 minutes.",
            ReturningData = shiftId,
        };

        // RW-318: start time now comes from the encrypted rota store (async).
        Task.Run(async () =>
        {
            var start = await _rota.GetShiftStartAsync(shiftId);
            request.Schedule.NotifyTime = start - _lead;
        });

        return request;
    }
}
