using System.Globalization;

namespace Harbourline.Services;

public static class CurrencyFormatter
{
    // Berth fees are always in GBP regardless of device region.
    public static string Format(decimal amount) =>
        amount.ToString("C", CultureInfo.GetCultureInfo("en-GB"));
}
