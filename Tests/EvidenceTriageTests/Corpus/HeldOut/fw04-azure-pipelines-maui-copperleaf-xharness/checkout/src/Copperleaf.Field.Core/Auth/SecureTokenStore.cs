using Microsoft.Maui.Storage;

namespace Copperleaf.Field.Core.Auth;

/// <summary>Keeps the OAuth refresh token in the iOS keychain via SecureStorage.</summary>
public sealed class SecureTokenStore
{
    const string RefreshTokenKey = "copperleaf.refresh_token";
    readonly ISecureStorage _storage;

    public SecureTokenStore(ISecureStorage storage) => _storage = storage;

    public Task SaveRefreshTokenAsync(string token) =>
        _storage.SetAsync(RefreshTokenKey, token);

    public Task<string?> ReadRefreshTokenAsync() =>
        _storage.GetAsync(RefreshTokenKey);
}
