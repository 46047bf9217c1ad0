namespace Harrow.Services;

public static class ReceiptTotals
{
    public static decimal Sum(IEnumerable<decimal> items) => items.Sum();

    public static decimal[] SplitTip(decimal tip, int people)
    {
        var share = Math.Round(tip / people, 2);
        return Enumerable.Repeat(share, people).ToArray();
    }
}
