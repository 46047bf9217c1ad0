using Tern.Mobile.Formatting;
using Xunit;

namespace Tern.Mobile.DeviceTests.Formatting;

public class CurrencyFormattingTests
{
    [Fact]
    public void FormatsFareInEnglishCulture()
    {
        Assert.Equal("kr1,250.00", Money.Format(1250m, "en-GB"));
    }

    [Fact]
    public void FormatsFareInNorwegianCulture()
    {
        Assert.Equal("kr 1 250,00", Money.Format(1250m, "nb-NO"));
    }
}
