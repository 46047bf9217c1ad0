using System;
using System.Globalization;
using FluentAssertions;
using Punchclock.Core.Formatting;
using Xunit;

namespace Punchclock.Core.Tests.Formatting;

public sealed class TimeOfDayFormatterTests
{
    private static readonly DateTimeOffset HalfPastFour = new(2026, 11, 25, 16, 30, 0, TimeSpan.Zero);

    [Fact]
    public void TwentyFourHourClock()
    {
        new TimeOfDayFormatter(new CultureInfo("en-GB")).StartTime(HalfPastFour, use24HourClock: true).Should().Be("16:30");
    }

    [Fact]
    public void StartTimeUsesColonSeparatorForSpanish()
    {
        var formatted = new TimeOfDayFormatter(new CultureInfo("es-ES")).StartTime(HalfPastFour, use24HourClock: false);
        formatted.Should().NotContain(".", "the hour and minute must be separated by a colon");
    }
}
