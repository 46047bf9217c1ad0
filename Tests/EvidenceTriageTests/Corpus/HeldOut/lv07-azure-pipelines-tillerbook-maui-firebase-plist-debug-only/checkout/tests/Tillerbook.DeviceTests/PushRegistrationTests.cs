using Tillerbook.Platforms.iOS.Push;
using Xunit;

namespace Tillerbook.DeviceTests;

public class PushRegistrationTests
{
    [Fact]
    public void TokenIsNullBeforeRegistration()
    {
        var registrar = new FirebasePushRegistrar();
        Assert.Null(registrar.Token);
    }

    [Fact]
    public async Task RegistersForRemotePushAfterConsent()
    {
        var registrar = new FirebasePushRegistrar();
        using var cts = new CancellationTokenSource(TimeSpan.FromSeconds(30));

        // Simulator: APNs token comes back empty, but Firebase must configure
        // and hand out an FCM registration token.
        var token = await registrar.RegisterAsync(cts.Token);

        Assert.False(string.IsNullOrEmpty(token));
    }
}
