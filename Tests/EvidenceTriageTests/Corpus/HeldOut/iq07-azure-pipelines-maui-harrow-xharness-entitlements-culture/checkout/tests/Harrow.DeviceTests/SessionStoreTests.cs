using Harrow.Services;
using Xunit;

namespace Harrow.DeviceTests;

public class SessionStoreTests
{
    [Fact]
    public async Task PersistsRefreshTokenInSecureStorage()
    {
        var store = new SessionStore();
        await store.SaveRefreshTokenAsync("rt-test-value");
        Assert.Equal("rt-test-value", await store.ReadRefreshTokenAsync());
    }
}
