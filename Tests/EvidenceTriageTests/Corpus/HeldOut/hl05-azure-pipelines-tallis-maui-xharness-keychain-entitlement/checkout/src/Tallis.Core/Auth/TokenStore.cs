using Microsoft.Maui.Storage;

namespace Tallis.Core.Auth;

public sealed class TokenStore
{
    const string RefreshKey = "tallis.refresh";
    readonly ISecureStorage storage;

    public TokenStore(ISecureStorage storage) => this.storage = storage;

    public Task SaveRefreshTokenAsync(string token) => storage.SetAsync(RefreshKey, token);

    public Task<string?> ReadRefreshTokenAsync() => storage.GetAsync(RefreshKey);
}
