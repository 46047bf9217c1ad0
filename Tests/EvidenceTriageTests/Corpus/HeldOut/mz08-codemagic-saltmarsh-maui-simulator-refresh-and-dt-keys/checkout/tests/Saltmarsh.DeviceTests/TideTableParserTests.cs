using Saltmarsh.Tides;
using Xunit;

namespace Saltmarsh.DeviceTests;

public class TideTableParserTests
{
    [Fact]
    public void ParsesPositiveHeights()
    {
        var table = TideTableParser.Parse("2026-04-03T06:12Z,4.31");
        Assert.Equal(4.31, table[0].HeightMetres, 2);
    }

    [Fact]
    public void ParsesNegativeHeights()
    {
        var table = TideTableParser.Parse("2026-04-03T12:40Z,-0.18");
        Assert.Equal(-0.18, table[0].HeightMetres, 2);
    }
}
