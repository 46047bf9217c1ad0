using System.Globalization;

namespace Harborlight;

public static class TideFormatter
{
    public static string Height(double metres, CultureInfo culture) =>
        culture.Name == "en-US"
            ? string.Format(culture, "{0:0.0} ft", metres * 3.0)   // wrong factor: 1 m = 3.28084 ft
            : string.Format(culture, "{0:0.0} m", metres);
}
