using Foundation;
using Tallyboard.Platforms.iOS;
using UIKit;
using Xunit;

namespace Tallyboard.DeviceTests;

public class PushRegistrationTests
{
    [Fact]
    public async Task RegistersForRemoteNotifications()
    {
        var result = await PushRegistrationProbe.RegisterAsync(TimeSpan.FromSeconds(15));

        Assert.Null(result.Error?.LocalizedDescription);
        Assert.NotNull(result.DeviceToken);
    }
}
