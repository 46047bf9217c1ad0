using Harbourmaster.Services;
using Xunit;

namespace Harbourmaster.DeviceTests;

public class CoordinateParserTests
{
    [Fact]
    public void RejectsLinesWithMissingFields()
    {
        Assert.Throws<FormatException>(() => CoordinateParser.ParseLine("B14;55.6761"));
    }

    [Fact]
    public void ParsesDecimalDegreesFromBerthSurvey()
    {
        var pos = CoordinateParser.ParseLine("B14;55.6761;12.5993");

        Assert.Equal(55.6761, pos.Latitude, 4);
        Assert.Equal(12.5993, pos.Longitude, 4);
    }
}
