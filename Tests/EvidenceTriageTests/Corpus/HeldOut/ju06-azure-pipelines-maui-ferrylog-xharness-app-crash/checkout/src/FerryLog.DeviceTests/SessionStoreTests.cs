using FerryLog.Auth;
using Xunit;

namespace FerryLog.DeviceTests;

public class SessionStoreTests
{
    [Fact]
    public async Task PersistsRefreshTokenInKeychain()
    {
        var store = new SessionStore(SecureStorage.Default);
        await store.SaveAsync(new Session("crew-118", refreshToken: "rt-test-not-a-secret"));
        var restored = await store.LoadAsync();
        Assert.Equal("crew-118", restored?.UserId);
    }
}
