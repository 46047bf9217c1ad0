using System;
using Courierly.Shipments;
using Xunit;

namespace Courierly.DeviceTests.Shipments;

public class ShipmentEtaFormatterTests
{
    [Fact]
    public void FormatsEtaInRecipientTimeZone()
    {
        var eta = new DateTimeOffset(2024, 7, 9, 13, 30, 0, TimeSpan.Zero);
        var lisbon = TimeZoneInfo.FindSystemTimeZoneById("Europe/Lisbon");

        Assert.Equal("ETA 14:30 (Lisbon)", ShipmentEtaFormatter.Format(eta, lisbon, "Lisbon"));
    }

    [Fact]
    public void FormatsMidnightWithLeadingZeros()
    {
        var eta = new DateTimeOffset(2024, 7, 9, 0, 5, 0, TimeSpan.Zero);
        Assert.StartsWith("ETA ", ShipmentEtaFormatter.Format(eta, TimeZoneInfo.Utc, "Porto"));
    }
}
