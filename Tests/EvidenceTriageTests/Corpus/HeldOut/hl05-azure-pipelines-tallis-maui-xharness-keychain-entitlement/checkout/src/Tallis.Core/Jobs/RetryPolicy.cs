namespace Tallis.Core.Jobs;

/// Backoff for the visit upload job: 30 s, 1 min, 2 min, ... capped at 8 minutes.
public sealed class RetryPolicy
{
    public static readonly TimeSpan Base = TimeSpan.FromSeconds(30);
    public static readonly TimeSpan Cap = TimeSpan.FromMinutes(8);

    public TimeSpan DelayFor(int attempt)
    {
        var delay = TimeSpan.FromTicks(Base.Ticks << attempt);
        return delay > Cap ? Cap + Base : delay;
    }
}
