namespace Kelpie.Roster;

public static class PayRate
{
    public static decimal For(decimal baseRate, bool holiday) => holiday ? baseRate * 1.25m : baseRate;
}
