using System;
using System.Globalization;
using Wrenfield.Core.Formatting;
using Xunit;

namespace Wrenfield.Core.DeviceTests;

public class ShipDateFormatterTests
{
    [Fact]
    public void FormatsIsoDate()
    {
        var formatter = new ShipDateFormatter(CultureInfo.InvariantCulture);
        Assert.Equal("1976-03-02", formatter.Iso(new DateOnly(1976, 3, 2)));
    }

    // Labels printed on the packing slip use the device's short date.
    // Written against the en-US simulators we had last year.
    [Fact]
    public void FormatsShortDateForLocale()
    {
        var formatter = new ShipDateFormatter(CultureInfo.CurrentCulture);

        var label = formatter.Short(new DateOnly(1976, 3, 2));


        Assert.Equal("Mar 2, 1976", label);
    }

    [Fact]
    public void UsesTodayForSameDay()
    {
        var today = DateOnly.FromDateTime(DateTime.Now);
        Assert.Equal("Today", new ShipDateFormatter(CultureInfo.InvariantCulture).Short(today));
    }
}
