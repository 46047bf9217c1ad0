using Tallis.Core.Jobs;
using Xunit;

namespace Tallis.DeviceTests;

public class RetryPolicyTests
{
    [Theory]
    [InlineData(0, 30)]
    [InlineData(2, 120)]
    public void DelayDoubles(int attempt, int seconds) =>
        Assert.Equal(TimeSpan.FromSeconds(seconds), new RetryPolicy().DelayFor(attempt));

    [Fact]
    public void DelayIsCappedAtEightMinutes()
    {
        Assert.Equal(TimeSpan.FromMinutes(8), new RetryPolicy().DelayFor(6));
    }
}
