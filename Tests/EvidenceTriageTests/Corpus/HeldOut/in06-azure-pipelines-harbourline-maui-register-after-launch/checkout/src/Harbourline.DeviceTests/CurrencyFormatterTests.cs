using Harbourline.Services;
using Xunit;

namespace Harbourline.DeviceTests;

public class CurrencyFormatterTests
{
    [Fact]
    public void FormatsWholePounds() => Assert.Equal("£45.00", CurrencyFormatter.Format(45m));

    [Fact]
    public void FormatsNegativeAmountsWithMinusSign() => Assert.Equal("-£12.50", CurrencyFormatter.Format(-12.5m));
}
