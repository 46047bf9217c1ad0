using System;

namespace PuffinHarbor.Tides
{
    public static class TideCalendar
    {
        static readonly TimeSpan LunarHalfDay = TimeSpan.FromMinutes(745); // 12h25m

        /// Next high tide after `now` for a harbor whose tide runs `offset` behind the reference port.
        public static DateTime NextHighTide(DateTime referenceHigh, TimeSpan offset, DateTime now)
        {
            var t = referenceHigh - offset;
            while (t <= now) t += LunarHalfDay;
            return t;
        }
    }
}
