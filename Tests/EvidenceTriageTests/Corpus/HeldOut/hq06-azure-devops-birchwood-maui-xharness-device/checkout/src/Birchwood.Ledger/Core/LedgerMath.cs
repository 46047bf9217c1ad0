namespace Birchwood.Ledger.Core;

public static class LedgerMath
{
    /// <summary>Rounds a split share to cents, banker's rounding as the bank statements do.</summary>
    public static decimal RoundShare(decimal amount)
    {
        return Math.Round(amount, 2, MidpointRounding.AwayFromZero);
    }
}
