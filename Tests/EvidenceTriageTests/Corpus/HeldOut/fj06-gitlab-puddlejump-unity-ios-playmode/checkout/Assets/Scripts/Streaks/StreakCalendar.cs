using System;

namespace Puddlejump.Streaks
{
    /// <summary>
    /// Counts consecutive game days with at least one finished level.
    /// A game day starts at <see cref="DayStartHour"/> local time so late-night
    /// sessions count for the day the player started them.
    /// </summary>
    public class StreakCalendar
    {
        public int DayStartHour { get; }
        public int Current { get; private set; }
        private DateTime? _lastDay;

        public StreakCalendar(int dayStartHour = 4)
        {
            DayStartHour = dayStartHour;
        }

        public void RecordLevelFinished(DateTime localTime)
        {
            var day = localTime.Date;

            if (_lastDay == null)
            {
                Current = 1;
            }
            else if (day == _lastDay.Value)
            {
                return;
            }
            else if (day == _lastDay.Value.AddDays(1))
            {
                Current += 1;
            }
            else
            {
                Current = 1;
            }
            _lastDay = day;
        }
    }
}
