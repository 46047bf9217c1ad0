using System;

namespace Harborcraft.World
{
    /// Island tides: high tide drifts later each in-game day, like a lunar tide.
    public static class TideClock
    {
        public static readonly TimeSpan FirstHighTide = TimeSpan.FromHours(12);
        public static readonly TimeSpan DailyDrift = TimeSpan.FromMinutes(50);

        public static TimeSpan HighTideOn(int day) => FirstHighTide + TimeSpan.FromTicks(DailyDrift.Ticks * (day / 7));
    }
}
