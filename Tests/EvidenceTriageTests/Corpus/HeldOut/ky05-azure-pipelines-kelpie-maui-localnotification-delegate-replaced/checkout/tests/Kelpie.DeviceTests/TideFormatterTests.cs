using System.Globalization;
using Xunit;

namespace Kelpie.DeviceTests;

public class TideFormatterTests
{
    [Fact]
    public void FormatsHeightInMetresForFR() =>
        Assert.Equal("1,8 m", TideFormatter.Height(1.8, new CultureInfo("fr-FR")));

    [Fact]
    public void FormatsHeightInFeetForUS() =>
        Assert.Equal("5.9 ft", TideFormatter.Height(1.8, new CultureInfo("en-US")));
}
