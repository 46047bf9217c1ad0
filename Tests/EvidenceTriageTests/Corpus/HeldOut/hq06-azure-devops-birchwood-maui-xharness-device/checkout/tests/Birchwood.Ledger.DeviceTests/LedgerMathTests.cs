using Birchwood.Ledger.Core;
using Xunit;

namespace Birchwood.Ledger.DeviceTests;

public class LedgerMathTests
{
    [Fact]
    public void RoundsShareToCents()
    {
        Assert.Equal(3.33m, LedgerMath.RoundShare(10m / 3));
    }

    [Fact]
    public void RoundsHalfCentToEven()
    {
        Assert.Equal(2.12m, LedgerMath.RoundShare(2.125m));
    }
}
