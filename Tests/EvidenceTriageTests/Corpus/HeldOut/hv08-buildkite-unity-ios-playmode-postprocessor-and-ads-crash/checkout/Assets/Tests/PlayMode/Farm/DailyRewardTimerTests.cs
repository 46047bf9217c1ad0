using System;
using Gullwing.Farm;
using NUnit.Framework;

namespace Gullwing.PlayModeTests.Farm
{
    public class DailyRewardTimerTests
    {
        [Test]
        public void GrantsRewardAfterLocalMidnight()
        {
            // Player in UTC-5 claimed at 22:00 local; at 00:30 local the next day the reward is due.
            var clock = new FakeClock(DateTimeOffset.Parse("2026-06-02T00:30:00-05:00"));
            var timer = new DailyRewardTimer(clock);

            Assert.IsTrue(timer.CanClaim(DateTimeOffset.Parse("2026-06-01T22:00:00-05:00")));
        }
    }
}
