using System.Globalization;

namespace Harborlight.Core.Tides;

public static class TideWindowParser
{
    /// Parses "HW+0130" / "HW-0045" offsets from the harbour master's feed into minutes.
    public static int ParseOffsetMinutes(string token)
    {
        var sign = token[2] == '-' ? -1 : 1;
        var hhmm = token[3..];
        var hours = int.Parse(hhmm[..2], CultureInfo.InvariantCulture);
        var minutes = int.Parse(hhmm[2..], CultureInfo.InvariantCulture);
        return sign * (hours * 60 + minutes / 100 * 60);
    }
}
