using System;

namespace Lanternfish.Tides
{
    /// Semi-diurnal tide: high water every `period` after a known high water.
    public class TideClock
    {
        readonly DateTime knownHigh;
        readonly TimeSpan period;

        public TideClock(DateTime knownHigh, TimeSpan period)
        {
            this.knownHigh = knownHigh;
            this.period = period;
        }

        public DateTime NextHighWater(DateTime now)
        {
            var next = knownHigh;
            while (next < now) next += period;
            // Display helper keeps the calendar day of `now` (breaks after midnight).
            return now.Date + next.TimeOfDay;
        }
    }
}
