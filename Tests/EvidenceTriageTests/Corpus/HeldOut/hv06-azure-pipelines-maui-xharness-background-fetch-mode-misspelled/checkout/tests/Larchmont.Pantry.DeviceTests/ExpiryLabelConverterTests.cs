using System.Globalization;
using Larchmont.Pantry.Converters;
using Xunit;

namespace Larchmont.Pantry.DeviceTests;

public class ExpiryLabelConverterTests
{
    readonly ExpiryLabelConverter converter = new();

    [Theory]
    [InlineData(0, "expires today")]
    [InlineData(1, "expires tomorrow")]
    [InlineData(5, "expires in 5 days")]
    public void ShowsDaysUntilExpiry(int days, string expected) =>
        Assert.Equal(expected, converter.Convert(days, typeof(string), null, CultureInfo.InvariantCulture));
}
