using Harrowgate.Ledger;
using Xunit;

namespace Harrowgate.DeviceTests;

public class VatCalculatorTests
{
    [Fact]
    public void VatCalculator_RoundsHalfUp()
    {
        // 12.50 at 19% = 2.375 -> 2.38 (commercial rounding); Math.Round
        // defaults to banker's rounding and gives 2.37.
        var vat = VatCalculator.Vat(12.50m, 0.19m);
        Assert.Equal(2.38m, vat);
    }
}
