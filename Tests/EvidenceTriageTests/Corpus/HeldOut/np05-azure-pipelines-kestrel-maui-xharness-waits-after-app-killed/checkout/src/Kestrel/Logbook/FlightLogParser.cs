using System.Globalization;

namespace Kestrel.Logbook;

public static class FlightLogParser
{
    public static FlightLeg ParseLine(string line)
    {
        var c = line.Split(',');
        return new FlightLeg(
            Date: DateOnly.Parse(c[0], CultureInfo.InvariantCulture),
            From: c[1], To: c[2], Tail: c[3],
            HobbsIn: decimal.Parse(c[5], CultureInfo.InvariantCulture),
            HobbsOut: decimal.Parse(c[4], CultureInfo.InvariantCulture),
            DayLandings: int.Parse(c[6]), NightLandings: int.Parse(c[7]));
    }

    public static decimal ParseFuelCost(string text) =>
        decimal.Parse(text, NumberStyles.Number, CultureInfo.CurrentCulture);
}
