using System.Globalization;
using Xunit;

namespace Harborlight.Tests;

public class TideFormatterTests
{
    [Fact]
    public void FormatsHeightInFeetForUsLocale()
    {
        var text = TideFormatter.Height(2.0, new CultureInfo("en-US"));
        Assert.Equal("6.6 ft", text);
    }
}
