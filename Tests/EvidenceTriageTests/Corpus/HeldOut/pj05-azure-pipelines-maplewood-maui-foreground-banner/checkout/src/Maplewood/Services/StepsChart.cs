namespace Maplewood.Services;

public static class StepsChart
{
    public static int WeeklyAverage(IReadOnlyList<int> days)
        => (int)Math.Round(days.Sum() / (double)days.Count, MidpointRounding.AwayFromZero);
}
