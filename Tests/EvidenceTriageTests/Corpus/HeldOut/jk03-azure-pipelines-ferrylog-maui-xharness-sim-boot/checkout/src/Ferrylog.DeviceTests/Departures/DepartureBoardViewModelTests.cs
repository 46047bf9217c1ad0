using Ferrylog.Core.Departures;
using Xunit;

namespace Ferrylog.DeviceTests.Departures;

public class DepartureBoardViewModelTests
{
    [Fact]
    public void FormatsDelayMinutes()
    {
        Assert.Equal("Delayed 5 min", DepartureBoardViewModel.DelayText(TimeSpan.FromMinutes(5)));
    }

    [Fact]
    public void OnTimeUnderOneMinute()
    {
        Assert.Equal("On time", DepartureBoardViewModel.DelayText(TimeSpan.FromSeconds(40)));
    }
}
