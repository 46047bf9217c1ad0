using Kestrel.Logbook;
using Xunit;

namespace Kestrel.DeviceTests;

public class LogbookTotalsTests
{
    [Fact]
    public void DayLandingsCounted()
    {
        var totals = LogbookTotals.From(Fixtures.ThreeLegTrip());
        Assert.Equal(4, totals.DayLandings);
    }

    [Fact]
    public void NightLandingsExcludeDaytime()
    {
        var totals = LogbookTotals.From(Fixtures.ThreeLegTrip());
        Assert.Equal(3, totals.NightLandings);
    }
}
