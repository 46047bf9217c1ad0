using System.Globalization;

namespace Cairnline.Formatting;

public static class ElevationFormatter
{
    const double FeetPerMetre = 3.28084;

    public static string Format(double metres, CultureInfo culture)
    {
        var region = new RegionInfo(culture.Name);
        // English hiking maps are metric (OS, Harvey) unless the user opts in to feet.
        var useMetric = region.IsMetric || culture.Parent.Name == "en";
        return useMetric
            ? string.Format(culture, "{0:N0} m", metres)
            : string.Format(culture, "{0:N0} ft", metres * FeetPerMetre);
    }
}
