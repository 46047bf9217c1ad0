using HarbourLine.Services;
using Security;
using Xunit;

namespace HarbourLine.DeviceTests;

public class TokenStoreTests
{
    [Fact]
    public void AccessTokenRoundTrips()
    {
        var store = new KeychainTokenStore();
        store.SaveRefreshToken("rt-test-0001");
        Assert.NotNull(store.RefreshTokenAccessibility());
    }

    [Fact]
    public void RefreshTokenReadableAfterFirstUnlock()
    {
        var store = new KeychainTokenStore();
        store.SaveRefreshToken("rt-test-0002");

        // The berth-refresh job runs with the phone locked in a pocket; WhenUnlocked items are unreadable then.
        Assert.Equal(SecAccessible.AfterFirstUnlock, store.RefreshTokenAccessibility());
    }
}
