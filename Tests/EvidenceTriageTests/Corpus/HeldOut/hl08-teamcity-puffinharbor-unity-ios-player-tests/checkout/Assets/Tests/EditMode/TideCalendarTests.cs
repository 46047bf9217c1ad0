using System;
using NUnit.Framework;
using PuffinHarbor.Tides;

namespace PuffinHarbor.Tests
{
    public class TideCalendarTests
    {
        [Test]
        public void NextHighTideUsesHarborOffset()
        {
            var reference = new DateTime(2026, 11, 24, 6, 0, 0);
            var next = TideCalendar.NextHighTide(reference, TimeSpan.FromMinutes(40), new DateTime(2026, 11, 24, 5, 0, 0));
            Assert.AreEqual(new DateTime(2026, 11, 24, 6, 40, 0), next);
        }
    }
}
