using Harborline.Formatting;
using Xunit;

namespace Harborline.DeviceTests;

public class TideHeightFormatterTests
{
    [Fact]
    public void FormatsPositiveHeights() => Assert.Equal("1.8 m", TideHeightFormatter.Format(1.84));

    [Fact]
    public void FormatsNegativeHeightsWithMinusSign() => Assert.Equal("\u22120.4 m", TideHeightFormatter.Format(-0.4));
}
