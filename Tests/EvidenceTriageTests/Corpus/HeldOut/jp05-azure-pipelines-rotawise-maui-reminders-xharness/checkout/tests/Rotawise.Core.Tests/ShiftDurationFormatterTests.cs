using System.Globalization;
using Rotawise.Core.Formatting;
using Xunit;

namespace Rotawise.Core.Tests;

public class ShiftDurationFormatterTests
{
    [Fact]
    public void FormatsDayShiftInEnglish() =>
        Assert.Equal("8:30", ShiftDurationFormatter.Format(new TimeSpan(8, 30, 0), new CultureInfo("en-GB")));

    [Fact]
    public void FormatsOvernightShiftInFrench() =>
        Assert.Equal("12 h 00", ShiftDurationFormatter.Format(new TimeSpan(12, 0, 0), new CultureInfo("fr-FR")));
}
