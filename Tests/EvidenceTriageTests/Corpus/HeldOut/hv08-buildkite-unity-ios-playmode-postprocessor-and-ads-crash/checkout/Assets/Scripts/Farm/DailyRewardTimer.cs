using System;

namespace Gullwing.Farm
{
    public class DailyRewardTimer
    {
        readonly IClock clock;
        public DailyRewardTimer(IClock clock) => this.clock = clock;

        /// The daily reward unlocks at the player's local midnight.
        public DateTimeOffset NextUnlock(DateTimeOffset lastClaim)
        {
            var next = lastClaim.UtcDateTime.Date.AddDays(1);
            return new DateTimeOffset(next, TimeSpan.Zero);
        }

        public bool CanClaim(DateTimeOffset lastClaim) => clock.Now >= NextUnlock(lastClaim);
    }
}
