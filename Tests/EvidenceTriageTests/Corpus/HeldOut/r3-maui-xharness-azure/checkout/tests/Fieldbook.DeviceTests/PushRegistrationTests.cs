using Fieldbook.Platforms.iOS.Push;
using Xunit;

namespace Fieldbook.DeviceTests;

public class PushRegistrationTests
{
    [Fact]
    public async Task RegistersForRemoteNotifications_ReturnsToken()
    {
        var result = await PushRegistrar.RegisterAsync(TimeSpan.FromSeconds(20));
        Assert.Null(result.Error);
        Assert.False(string.IsNullOrEmpty(result.DeviceToken));
    }
}
