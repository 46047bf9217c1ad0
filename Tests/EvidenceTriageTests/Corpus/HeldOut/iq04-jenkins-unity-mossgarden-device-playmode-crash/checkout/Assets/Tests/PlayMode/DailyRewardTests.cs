using System;
using Mossgarden.Rewards;
using NUnit.Framework;

namespace Mossgarden.Tests
{
    public class DailyRewardTests
    {
        [Test]
        public void RewardRollsOverAtLocalMidnight()
        {
            // Claimed 23:10 local, checked 00:20 local the next day (device in Europe/Berlin, UTC+1).
            var lastClaim = new DateTime(2026, 11, 26, 22, 10, 0, DateTimeKind.Utc);
            var now = new DateTime(2026, 11, 26, 23, 20, 0, DateTimeKind.Utc);
            Assert.IsTrue(DailyReward.IsAvailable(lastClaim, now), "a new local day should unlock the reward");
        }

        [Test]
        public void RewardLockedWithinSameDay()
        {
            var lastClaim = new DateTime(2026, 11, 26, 8, 0, 0, DateTimeKind.Utc);
            var now = new DateTime(2026, 11, 26, 9, 0, 0, DateTimeKind.Utc);
            Assert.IsFalse(DailyReward.IsAvailable(lastClaim, now));
        }
    }
}
