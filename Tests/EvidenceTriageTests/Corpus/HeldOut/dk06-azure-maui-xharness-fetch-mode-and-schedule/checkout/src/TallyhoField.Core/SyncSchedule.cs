namespace TallyhoField;

public sealed class SyncSchedule(IClock clock, DateTime? lastRun, bool online = true)
{
    public static readonly TimeSpan Interval = TimeSpan.FromHours(6);

    public DateTime NextRun()
    {
        if (lastRun is null) return clock.UtcNow;
        // BUG: .Date truncates to midnight, so the next run is 06:00 UTC
        // instead of six hours from now.
        return clock.UtcNow.Date.Add(Interval);
    }

    public DateTime? NextRunIfOnline() => online ? NextRun() : null;
}
