namespace CopperFerry;

public static class FareCalculator
{
    public static decimal Price(int zone, bool peak, bool concession)
    {
        var baseFare = zone == 1 ? 4.20m : 6.20m;
        var fare = peak ? baseFare : baseFare * 0.7m;
        return concession ? Math.Round(fare * 0.5m, MidpointRounding.AwayFromZero) : fare;
    }
}
