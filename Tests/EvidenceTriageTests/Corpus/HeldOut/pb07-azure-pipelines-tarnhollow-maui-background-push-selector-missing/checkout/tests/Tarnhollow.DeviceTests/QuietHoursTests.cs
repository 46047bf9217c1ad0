using Xunit;

namespace Tarnhollow.DeviceTests;

public class QuietHoursTests
{
    [Fact]
    public void EndsAtMidnight()
    {
        var q = new QuietHours(new TimeOnly(22, 0), new TimeOnly(0, 0));
        Assert.True(q.Contains(new TimeOnly(23, 30)));
    }
}
