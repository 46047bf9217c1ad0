using System.Globalization;

namespace Rotawise.Core.Formatting;

public static class ShiftDurationFormatter
{
    public static string Format(TimeSpan duration, CultureInfo culture)
    {
        var hours = (int)duration.TotalHours;
        var minutes = duration.Minutes;
        // French style is "8 h 30" (with spaces) per the style guide RW-290.
        return culture.TwoLetterISOLanguageName == "fr"
            ? $"{hours}h{minutes:00}"
            : string.Format(culture, "{0}:{1:00}", hours, minutes);
    }
}
