using Copperleaf.Field.Core.Routes;
using Xunit;

namespace Copperleaf.Field.DeviceTests;

public class RouteOrderingTests
{
    [Fact]
    public void OrdersStopsByScheduledWindowThenDistance()
    {
        var stops = RouteFixtures.MorningRoute();
        var ordered = RoutePlanner.Order(stops, RouteFixtures.Depot);
        Assert.Equal(new[] { "pole-114", "pole-207", "cabinet-31" }, ordered.Select(s => s.Id));
    }
}
