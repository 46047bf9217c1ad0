using System;
using System.Globalization;

namespace Punchclock.Core.Formatting;

public sealed class TimeOfDayFormatter
{
    private readonly CultureInfo culture;

    public TimeOfDayFormatter(CultureInfo? culture = null) => this.culture = culture ?? CultureInfo.CurrentCulture;

    /// "4:30 PM" style start time for the time entry list (12-hour users).
    public string StartTime(DateTimeOffset start, bool use24HourClock) =>
        start.ToString(use24HourClock ? "H:mm" : "h:mm tt", culture);
}
