using System.Globalization;

namespace Tern.Mobile.Formatting;

public static class Money
{
    /// <summary>Freight charges are shown in the shipper's culture (nb-NO, sv-SE, da-DK, en-GB).</summary>
    public static string Format(decimal amount, string cultureName, string currency = "NOK")
    {
        var culture = CultureInfo.GetCultureInfo(cultureName);
        var nfi = (NumberFormatInfo)culture.NumberFormat.Clone();
        nfi.CurrencySymbol = currency == "NOK" ? "kr" : currency;
        return amount.ToString("C2", nfi);
    }
}
