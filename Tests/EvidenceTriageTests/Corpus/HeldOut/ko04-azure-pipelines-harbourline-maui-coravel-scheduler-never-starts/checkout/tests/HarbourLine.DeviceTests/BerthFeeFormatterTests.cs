using System.Globalization;
using HarbourLine.Billing;
using Xunit;

namespace HarbourLine.DeviceTests;

public class BerthFeeFormatterTests
{
    [Fact]
    public void FormatsEuro() =>
        Assert.Equal("€ 42,50", BerthFeeFormatter.Format(42.50m, "EUR", new CultureInfo("nl-NL")));

    [Fact]
    public void FormatsNorwegianKroner() =>
        Assert.Equal("kr 1 250,00", BerthFeeFormatter.Format(1250m, "NOK", new CultureInfo("nb-NO")));
}
