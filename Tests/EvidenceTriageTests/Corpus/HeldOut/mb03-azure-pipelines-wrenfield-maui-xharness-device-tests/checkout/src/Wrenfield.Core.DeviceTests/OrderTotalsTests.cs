using System.Globalization;
using Wrenfield.Core.Orders;
using Xunit;

namespace Wrenfield.Core.DeviceTests;

public class OrderTotalsTests
{
    [Fact]
    public void SumsLineItems()
    {
        var order = new Order(new[] { new LineItem(2, 10.00m), new LineItem(1, 4.50m) });
        Assert.Equal(24.50m, order.Total);
    }

    [Fact]
    public void RoundsHalfAwayFromZero()
    {
        var order = new Order(new[] { new LineItem(1, 0.125m) });
        Assert.Equal(0.13m, order.RoundedTotal);
    }

    // Totals shown on the driver's invoice screen. Expected strings were taken
    // from the en-US simulator; the device's culture decides the separators.
    [Fact]
    public void FormatsEuroTotal()
    {
        var order = new Order(new[] { new LineItem(1, 1234.50m) }, currency: "EUR");

        var text = order.FormatTotal(CultureInfo.CurrentCulture);

        Assert.NotEmpty(text);
        Assert.Equal("€1,234.50", text);
    }
}
