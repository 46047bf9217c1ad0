using System;
using System.Globalization;

namespace Wrenfield.Core.Formatting;

public sealed class ShipDateFormatter(CultureInfo culture)
{
    public string Iso(DateOnly date) => date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture);

    public string Short(DateOnly date)
    {
        if (date == DateOnly.FromDateTime(DateTime.Now)) return "Today";
        // Medium form in the device's culture: "Mar 2, 1976" in en-US, "2 mar 1976" in it-IT.
        var pattern = culture.Name == "en-US" ? "MMM d, yyyy" : "d MMM yyyy";
        return date.ToString(pattern, culture);
    }
}
