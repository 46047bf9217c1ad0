using Harrow.Services;
using Xunit;

namespace Harrow.DeviceTests;

public class ReceiptTotalsTests
{
    [Fact]
    public void SumsLineItems() => Assert.Equal(12.40m, ReceiptTotals.Sum([5.20m, 7.20m]));

    [Fact]
    public void SplitsTipEvenlyAcrossThree()
    {
        var shares = ReceiptTotals.SplitTip(10.00m, 3);
        Assert.Equal(10.00m, shares.Sum());
    }
}
