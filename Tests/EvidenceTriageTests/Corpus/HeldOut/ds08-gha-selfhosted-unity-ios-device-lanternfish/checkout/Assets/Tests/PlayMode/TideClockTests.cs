using System;
using Lanternfish.Tides;
using NUnit.Framework;

namespace Lanternfish.Tests
{
    public class TideClockTests
    {
        [Test]
        public void NextHighWater_SameDay()
        {
            var clock = new TideClock(new DateTime(2026, 12, 2, 6, 12, 0), TimeSpan.FromMinutes(745));
            Assert.AreEqual(new DateTime(2026, 12, 2, 18, 37, 0), clock.NextHighWater(new DateTime(2026, 12, 2, 9, 0, 0)));
        }

        [Test]
        public void NextHighWater_AcrossMidnight()
        {
            var clock = new TideClock(new DateTime(2026, 12, 2, 12, 16, 0), TimeSpan.FromMinutes(745));
            Assert.AreEqual(new DateTime(2026, 12, 3, 0, 41, 0), clock.NextHighWater(new DateTime(2026, 12, 2, 23, 0, 0)));
        }
    }
}
