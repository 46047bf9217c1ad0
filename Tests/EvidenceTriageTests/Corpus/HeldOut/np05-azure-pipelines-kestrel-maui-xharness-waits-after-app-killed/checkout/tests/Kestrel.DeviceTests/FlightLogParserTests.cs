using Kestrel.Logbook;
using Xunit;

namespace Kestrel.DeviceTests;

public class FlightLogParserTests
{
    [Fact]
    public void ParsesHobbsTimeAsDecimalHours()
    {
        var leg = FlightLogParser.ParseLine("2026-08-30,KPAE,KBLI,N7342K,1482.3,1483.9,0,1");
        Assert.Equal(1.6m, leg.HobbsOut - leg.HobbsIn);
    }

    [Fact]
    public void ParsesFuelCostInvariantCulture()
    {
        var cost = FlightLogParser.ParseFuelCost("214.50");
        Assert.Equal(214.50m, cost);
    }
}
