using System.Globalization;

namespace Pennant.ViewModels;

public partial class ExpenseListViewModel
{
    public IList<decimal> Amounts { get; } = new List<decimal>();

    public string MonthlyTotal =>
        Amounts.Sum().ToString("0.00", CultureInfo.InvariantCulture);
}
