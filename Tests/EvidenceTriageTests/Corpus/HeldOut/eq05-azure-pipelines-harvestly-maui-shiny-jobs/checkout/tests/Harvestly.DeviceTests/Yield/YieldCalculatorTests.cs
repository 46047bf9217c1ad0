using Harvestly.Core.Yield;
using Xunit;

namespace Harvestly.DeviceTests.Yield;

public class YieldCalculatorTests
{
    readonly YieldCalculator calc = new();

    [Fact]
    public void ConvertsBushelsPerAcreToTonnesPerHectare()
    {
        // 180 bu/ac corn = 11.30 t/ha (USDA conversion table).
        Assert.Equal(11.30, calc.BushelsPerAcreToTonnesPerHectare(Crop.Corn, 180), 2);
    }

    [Fact]
    public void ZeroYieldStaysZero()
    {
        Assert.Equal(0, calc.BushelsPerAcreToTonnesPerHectare(Crop.Wheat, 0), 2);
    }
}
