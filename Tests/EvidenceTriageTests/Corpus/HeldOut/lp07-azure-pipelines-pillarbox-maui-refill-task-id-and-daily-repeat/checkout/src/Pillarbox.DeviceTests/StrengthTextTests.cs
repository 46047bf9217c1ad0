using Pillarbox.Text;
using Xunit;

namespace Pillarbox.DeviceTests;

public class StrengthTextTests
{
    [Theory]
    [InlineData(500, "mg", "500 mg")]
    [InlineData(1.5, "g", "1.5 g")]
    public void FormatsWholeAndDecimalStrengths(double amount, string unit, string expected)
        => Assert.Equal(expected, StrengthText.Format((decimal)amount, unit));

    [Fact]
    public void FormatsMicrograms()
    {
        // 0.05 mg is written 50 µg on every label and in the BNF.
        Assert.Equal("50 µg", StrengthText.Format(0.05m, "mg"));
    }
}
