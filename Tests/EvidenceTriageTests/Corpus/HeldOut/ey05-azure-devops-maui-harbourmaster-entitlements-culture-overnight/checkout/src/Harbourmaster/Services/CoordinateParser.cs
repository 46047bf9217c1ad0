namespace Harbourmaster.Services;

/// <summary>
/// Parses berth positions from the harbour survey CSV export
/// ("berth;lat;lon", decimal degrees with a dot).
/// </summary>
public static class CoordinateParser
{
    public static BerthPosition ParseLine(string line)
    {
        var parts = line.Split(';');
        if (parts.Length != 3)
            throw new FormatException($"Expected 3 fields, got {parts.Length}: '{line}'");

        // Uses the current culture: on da-DK devices '.' is the group separator.
        var lat = double.Parse(parts[1]);
        var lon = double.Parse(parts[2]);
        return new BerthPosition(parts[0], lat, lon);
    }
}

public sealed record BerthPosition(string Berth, double Latitude, double Longitude);
