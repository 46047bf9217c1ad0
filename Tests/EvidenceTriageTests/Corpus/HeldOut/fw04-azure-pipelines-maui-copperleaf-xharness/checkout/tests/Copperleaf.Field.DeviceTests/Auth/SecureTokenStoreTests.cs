using Copperleaf.Field.Core.Auth;
using Microsoft.Maui.Storage;
using Xunit;

namespace Copperleaf.Field.DeviceTests;

public class SecureTokenStoreTests
{
    [Fact]
    public async Task RoundTripsRefreshToken()
    {
        var store = new SecureTokenStore(SecureStorage.Default);

        await store.SaveRefreshTokenAsync("rt-test-value-4f2c");
        var read = await store.ReadRefreshTokenAsync();

        Assert.Equal("rt-test-value-4f2c", read);
    }

    [Fact]
    public async Task MissingTokenReadsAsNull()
    {
        SecureStorage.Default.Remove("copperleaf.refresh_token");
        var store = new SecureTokenStore(SecureStorage.Default);
        Assert.Null(await store.ReadRefreshTokenAsync());
    }
}
