using Harbourmaster.Services;
using Xunit;

namespace Harbourmaster.DeviceTests;

public class CredentialStoreTests
{
    readonly CredentialStore _store = new(SecureStorage.Default);

    [Fact]
    public async Task ReturnsNullWhenNothingStored()
    {
        _store.Clear();
        Assert.Null(await _store.ReadRefreshTokenAsync());
    }

    [Fact]
    public async Task SavesRefreshTokenInSecureStorage()
    {
        await _store.SaveRefreshTokenAsync("rt-devicetest-19");

        Assert.Equal("rt-devicetest-19", await _store.ReadRefreshTokenAsync());
    }
}
