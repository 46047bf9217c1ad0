using Harborlight.Receipts;
using Xunit;

namespace Harborlight.DeviceTests;

public class ReceiptParserTests
{
    [Fact]
    public void ParsesTotal() => Assert.Equal(18.40m, ReceiptParser.Parse("TOTAL 18.40").Total);

    [Fact]
    public void ParsesDiscountLine()
    {
        var r = ReceiptParser.Parse("Bread 3.20\nDISCOUNT -0.50\nTOTAL 2.70");
        Assert.Equal(-0.50m, r.Lines[1].Amount);
    }
}
