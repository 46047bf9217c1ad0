namespace Rota.Core.Roster;

public sealed record Shift(string Person, DateTimeOffset Start, DateTimeOffset End);

public static class ShiftRoster
{
    /// <summary>
    /// Merges shifts of the same person that overlap or touch, so the weekly view
    /// shows one block per continuous stretch of work.
    /// </summary>
    public static IReadOnlyList<Shift> Merge(IEnumerable<Shift> shifts)
    {
        var result = new List<Shift>();
        foreach (var group in shifts.GroupBy(s => s.Person))
        {
            Shift? current = null;
            foreach (var shift in group.OrderBy(s => s.Start))
            {
                if (current is not null && shift.Start <= current.End)
                {
                    current = current with { End = shift.End };
                    continue;
                }
                if (current is not null) result.Add(current);
                current = shift;
            }
            if (current is not null) result.Add(current);
        }
        return result;
    }
}
