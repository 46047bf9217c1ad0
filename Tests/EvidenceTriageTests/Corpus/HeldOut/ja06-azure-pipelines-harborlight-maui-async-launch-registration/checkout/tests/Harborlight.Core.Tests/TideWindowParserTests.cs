using Harborlight.Core.Tides;
using Xunit;

namespace Harborlight.Core.Tests;

public class TideWindowParserTests
{
    [Theory]
    [InlineData("HW+0200", 120)]
    [InlineData("HW-0100", -60)]
    public void ParsesWholeHours(string token, int expected) =>
        Assert.Equal(expected, TideWindowParser.ParseOffsetMinutes(token));

    [Fact]
    public void ParsesHalfHourOffsets()
    {
        Assert.Equal(90, TideWindowParser.ParseOffsetMinutes("HW+0130"));
    }
}
