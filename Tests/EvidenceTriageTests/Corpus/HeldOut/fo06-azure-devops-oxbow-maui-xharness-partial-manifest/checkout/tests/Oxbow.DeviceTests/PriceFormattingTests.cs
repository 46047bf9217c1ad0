using NUnit.Framework;
using Oxbow.Core;

namespace Oxbow.DeviceTests;

[TestFixture]
public class PriceFormattingTests
{
    // Device lab phones are set to English (US), region United States.
    [Test]
    public void FormatsBasketTotalInStoreCurrency()
    {
        Assert.That(PriceFormatter.Format(12.50m), Is.EqualTo("$12.50"));
    }

    [Test]
    public void FormatsZeroWithTwoDecimals()
    {
        Assert.That(PriceFormatter.Format(0m), Does.EndWith("0.00"));
    }
}
