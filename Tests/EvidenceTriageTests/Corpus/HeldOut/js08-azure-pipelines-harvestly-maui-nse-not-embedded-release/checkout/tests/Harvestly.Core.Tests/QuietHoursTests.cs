using Harvestly.Core.Notifications;
using Xunit;

namespace Harvestly.Core.Tests;

public class QuietHoursTests
{
    [Fact]
    public void DaytimeIsNotQuiet()
    {
        var quiet = new QuietHours(new TimeOnly(22, 0), new TimeOnly(7, 0));
        Assert.False(quiet.Contains(new TimeOnly(12, 30)));
    }

    [Fact]
    public void WrapsPastMidnight()
    {
        // 22:00-07:00 window: 23:30 and 06:15 are both inside.
        var quiet = new QuietHours(new TimeOnly(22, 0), new TimeOnly(7, 0));
        Assert.True(quiet.Contains(new TimeOnly(23, 30)));
        Assert.True(quiet.Contains(new TimeOnly(6, 15)));
    }
}
