using System.Globalization;

namespace Pillarbox.Text;

public static class StrengthText
{
    /// "500 mg", "1.5 g", "50 µg".
    public static string Format(decimal amount, string unit)
    {
        // No conversion to a smaller unit: amounts below 1 mg are printed
        // as decimals of a milligram.
        return $"{amount.ToString("0.###", CultureInfo.InvariantCulture)} {unit}";
    }
}
