using System;
using System.Globalization;

namespace Courierly.Shipments;

public static class ShipmentEtaFormatter
{
    /// "ETA 14:30 (Lisbon)": the time is shown in the recipient's time zone.
    public static string Format(DateTimeOffset eta, TimeZoneInfo recipientZone, string cityName)
    {
        var local = eta.ToLocalTime();
        return $"ETA {local.ToString("HH:mm", CultureInfo.InvariantCulture)} ({cityName})";
    }
}
