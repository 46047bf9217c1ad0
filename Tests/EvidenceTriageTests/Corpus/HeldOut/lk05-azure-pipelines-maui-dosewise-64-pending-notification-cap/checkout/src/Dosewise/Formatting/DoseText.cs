namespace Dosewise.Formatting;

public static class DoseText
{
    public static string Format(decimal tablets) =>
        tablets == 1 ? "1 tablet" : $"{tablets:0.##} tablets";
}
