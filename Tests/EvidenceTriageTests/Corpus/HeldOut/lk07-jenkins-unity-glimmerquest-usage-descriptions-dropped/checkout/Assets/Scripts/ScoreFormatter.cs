using System.Globalization;

public static class ScoreFormatter
{
    public static string Format(long score) => score.ToString(CultureInfo.InvariantCulture);
}
