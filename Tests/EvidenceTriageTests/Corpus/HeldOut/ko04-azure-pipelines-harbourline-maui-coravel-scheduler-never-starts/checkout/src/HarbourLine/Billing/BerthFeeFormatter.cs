using System.Globalization;

namespace HarbourLine.Billing;

public static class BerthFeeFormatter
{
    public static string Format(decimal amount, string currency, CultureInfo culture)
    {
        var nfi = (NumberFormatInfo)culture.NumberFormat.Clone();
        nfi.CurrencySymbol = currency switch { "EUR" => "€", "NOK" => "kr", _ => currency };
        // Marina price boards put the symbol first with a plain space.
        return nfi.CurrencySymbol + " " + amount.ToString("N2", nfi);
    }
}
