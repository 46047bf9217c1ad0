using System;
using NUnit.Framework;
using Puddlejump.Streaks;

namespace Puddlejump.Tests
{
    public class StreakCalendarTests
    {
        [Test]
        public void ConsecutiveDaysIncrementStreak()
        {
            var cal = new StreakCalendar();
            cal.RecordLevelFinished(new DateTime(2026, 11, 7, 18, 0, 0));
            cal.RecordLevelFinished(new DateTime(2026, 11, 8, 19, 30, 0));
            Assert.That(cal.Current, Is.EqualTo(2));
        }

        [Test]
        public void MissedDayResetsStreak()
        {
            var cal = new StreakCalendar();
            cal.RecordLevelFinished(new DateTime(2026, 11, 6, 18, 0, 0));
            cal.RecordLevelFinished(new DateTime(2026, 11, 8, 18, 0, 0));
            Assert.That(cal.Current, Is.EqualTo(1));
        }

        [Test]
        public void LateNightPlayCountsForPreviousGameDay()
        {
            // Game day starts at 04:00: 00:40 on the 9th still belongs to the 8th.
            var cal = new StreakCalendar(dayStartHour: 4);
            cal.RecordLevelFinished(new DateTime(2026, 11, 7, 21, 0, 0));
            cal.RecordLevelFinished(new DateTime(2026, 11, 9, 0, 40, 0));
            Assert.That(cal.Current, Is.EqualTo(2), "a 00:40 session must extend Saturday's streak");
        }
    }
}
