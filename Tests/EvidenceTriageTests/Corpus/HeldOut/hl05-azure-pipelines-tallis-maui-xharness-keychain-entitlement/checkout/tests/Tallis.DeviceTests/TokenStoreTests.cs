using Microsoft.Maui.Storage;
using Tallis.Core.Auth;
using Xunit;

namespace Tallis.DeviceTests;

public class TokenStoreTests
{
    [Fact]
    public async Task SavesRefreshTokenInKeychain()
    {
        var store = new TokenStore(SecureStorage.Default);

        await store.SaveRefreshTokenAsync("rt-test-value");

        Assert.Equal("rt-test-value", await store.ReadRefreshTokenAsync());
    }
}
