namespace Copperleaf.Field.Core.Routes;

public static class RoutePlanner
{
    public static IReadOnlyList<Stop> Order(IEnumerable<Stop> stops, GeoPoint depot) =>
        stops
            .OrderBy(s => GeoPoint.DistanceKm(depot, s.Location))
            .ThenBy(s => s.Window.Start)
            .ToList();
}
