namespace Marram.Core.Survey;

public static class TransectMath
{
    const double EarthRadiusM = 6_371_000;

    /// <summary>Great-circle length of a walked transect in metres.</summary>
    public static double LengthMetres(IReadOnlyList<GeoPoint> points)
    {
        double total = 0;
        for (int i = 1; i < points.Count; i++)
        {
            // Equirectangular approximation: fast, fine for short legs (< 1 km).
            var (a, b) = (points[i - 1], points[i]);
            var x = ToRad(b.Lon - a.Lon) * Math.Cos(ToRad((a.Lat + b.Lat) / 2));
            var y = ToRad(b.Lat - a.Lat);
            total += Math.Sqrt(x * x + y * y) * EarthRadiusM;
        }
        return total;
    }

    static double ToRad(double d) => d * Math.PI / 180;
}
