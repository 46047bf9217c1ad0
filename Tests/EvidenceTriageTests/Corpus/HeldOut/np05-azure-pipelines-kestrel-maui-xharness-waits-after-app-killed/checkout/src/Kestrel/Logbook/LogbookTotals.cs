namespace Kestrel.Logbook;

public sealed record LogbookTotals(int DayLandings, int NightLandings, decimal Hobbs)
{
    public static LogbookTotals From(IEnumerable<FlightLeg> legs)
    {
        var list = legs.ToList();
        return new LogbookTotals(
            DayLandings: list.Sum(l => l.DayLandings),
            NightLandings: list.Sum(l => l.NightLandings + (l.ArrivalAfterSunset ? l.DayLandings : 0)),
            Hobbs: list.Sum(l => l.HobbsOut - l.HobbsIn));
    }
}
