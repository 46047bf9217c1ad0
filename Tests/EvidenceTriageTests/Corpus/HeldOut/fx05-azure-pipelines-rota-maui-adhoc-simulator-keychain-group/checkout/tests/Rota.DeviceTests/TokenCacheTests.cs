using NUnit.Framework;
using Rota.Core.Auth;

namespace Rota.DeviceTests;

[TestFixture]
public class TokenCacheTests
{
    private AuthService _auth = null!;

    [SetUp]
    public void SetUp()
    {
        _auth = new AuthService(
            clientId: TestConfig.ClientId,
            bundleId: Foundation.NSBundle.MainBundle.BundleIdentifier,
            redirectUri: TestConfig.RedirectUri);
    }

    [Test]
    public async Task AcquireTokenInteractive_IsNotCalledWhenCached()
    {
        Assert.That(await _auth.CachedAccountAsync(), Is.Null);
    }

    [Test]
    public async Task AcquireTokenSilent_ReturnsCachedAccount()
    {
        // Seeds the MSAL cache from a recorded token response, which writes it to the keychain.
        await TokenResponseFixture.SeedAsync(_auth.Client, "nurse.sample@rotaplan.example");
        var account = await _auth.CachedAccountAsync();
        Assert.That(account?.Username, Is.EqualTo("nurse.sample@rotaplan.example"));
    }
}
