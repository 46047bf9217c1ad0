namespace Ferrylog.Core.Departures;

public sealed class DepartureBoardViewModel
{
    public static string DelayText(TimeSpan delay) => delay.TotalMinutes switch
    {
        < 1 => "On time",
        < 60 => $"Delayed {Math.Round(delay.TotalMinutes)} mins",
        _ => $"Delayed {delay.Hours} h {delay.Minutes} min",
    };
}
