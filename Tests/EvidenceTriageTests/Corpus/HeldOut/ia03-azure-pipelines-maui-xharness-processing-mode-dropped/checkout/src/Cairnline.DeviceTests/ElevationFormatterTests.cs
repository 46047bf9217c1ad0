using System.Globalization;
using Cairnline.Formatting;
using Xunit;

namespace Cairnline.DeviceTests;

public class ElevationFormatterTests
{
    [Fact]
    public void FormatsMetresForUkLocale() =>
        Assert.Equal("1,345 m", ElevationFormatter.Format(1345, new CultureInfo("en-GB")));

    [Fact]
    public void FormatsFeetForUsLocale() =>
        Assert.Equal("4,413 ft", ElevationFormatter.Format(1345, new CultureInfo("en-US")));
}
