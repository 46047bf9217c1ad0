namespace Harbourmaster.Services;

/// <summary>
/// Keeps the marina-office session in the platform secure store
/// (Keychain on iOS via MAUI SecureStorage).
/// </summary>
public sealed class CredentialStore
{
    const string RefreshTokenKey = "hm.refresh_token";

    readonly ISecureStorage _storage;

    public CredentialStore(ISecureStorage storage) => _storage = storage;

    public Task SaveRefreshTokenAsync(string token) =>
        _storage.SetAsync(RefreshTokenKey, token);

    public Task<string?> ReadRefreshTokenAsync() =>
        _storage.GetAsync(RefreshTokenKey);

    public void Clear() => _storage.Remove(RefreshTokenKey);
}
