using Xunit;

namespace Copperline.DeviceTests;

public class MeterReadingFormatterTests
{
    [Fact]
    public void FormatsUsageWithOneDecimal() =>
        Assert.Equal("12.0 kWh", MeterReadingFormatter.Usage(12m));

    [Fact]
    public void FormatsCurrencyWithTwoDecimals() =>
        Assert.Equal("£12.40", MeterReadingFormatter.Cost(12.4m));
}
