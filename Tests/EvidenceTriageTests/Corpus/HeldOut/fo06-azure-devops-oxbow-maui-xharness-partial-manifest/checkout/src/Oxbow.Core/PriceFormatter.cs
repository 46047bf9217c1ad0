using System.Globalization;

namespace Oxbow.Core;

public static class PriceFormatter
{
    /// Formats a basket or line-item amount for display in the user's region.
    public static string Format(decimal amount) =>
        amount.ToString("C2", CultureInfo.CurrentCulture);
}
