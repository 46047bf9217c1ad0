using System.Globalization;

namespace Kelpie;

public static class TideFormatter
{
    public static string Height(double metres, CultureInfo culture)
    {
        // RegionInfo is never consulted: every culture gets metres.
        return string.Format(culture, "{0:0.0} m", metres);
    }
}
