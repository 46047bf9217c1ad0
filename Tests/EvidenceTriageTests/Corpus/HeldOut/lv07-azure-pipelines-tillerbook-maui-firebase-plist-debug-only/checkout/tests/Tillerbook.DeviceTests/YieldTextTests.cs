using Tillerbook.Core.Formatting;
using Xunit;

namespace Tillerbook.DeviceTests;

public class YieldTextTests
{
    [Fact]
    public void FormatsFractionalYield() =>
        Assert.Equal("7.4 t/ha", YieldText.TonnesPerHectare(37, 5));

    [Fact]
    public void FormatsTonnesPerHectareWithOneDecimal() =>
        Assert.Equal("8.0 t/ha", YieldText.TonnesPerHectare(40, 5));
}
