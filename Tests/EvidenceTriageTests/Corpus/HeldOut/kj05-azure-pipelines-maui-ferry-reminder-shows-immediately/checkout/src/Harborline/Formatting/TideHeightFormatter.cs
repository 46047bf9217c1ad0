using System.Globalization;

namespace Harborline.Formatting;

public static class TideHeightFormatter
{
    /// "1.8 m", "−0.4 m" (typographic minus, as in the tide tables we publish).
    public static string Format(double meters) =>
        meters.ToString("0.0", CultureInfo.InvariantCulture) + " m";
}
