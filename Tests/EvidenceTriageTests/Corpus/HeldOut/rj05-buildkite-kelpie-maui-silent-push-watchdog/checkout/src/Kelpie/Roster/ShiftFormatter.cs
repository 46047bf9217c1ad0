namespace Kelpie.Roster;

public static class ShiftFormatter
{
    public static string Span(DateTime start, DateTime end) =>
        $"{start:ddd HH:mm} – {end:HH:mm}";
}
