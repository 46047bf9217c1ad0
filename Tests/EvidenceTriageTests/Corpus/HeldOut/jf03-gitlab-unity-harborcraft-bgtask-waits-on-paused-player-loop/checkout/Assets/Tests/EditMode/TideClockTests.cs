using System;
using Harborcraft.World;
using NUnit.Framework;

namespace Harborcraft.Tests.EditMode
{
    public class TideClockTests
    {
        [Test]
        public void FirstDayHighTideAtNoon()
        {
            Assert.AreEqual(TimeSpan.FromHours(12), TideClock.HighTideOn(0));
        }

        [Test]
        public void HighTideShiftsFiftyMinutesPerDay()
        {
            Assert.AreEqual(new TimeSpan(12, 50, 0), TideClock.HighTideOn(1));
        }
    }
}
