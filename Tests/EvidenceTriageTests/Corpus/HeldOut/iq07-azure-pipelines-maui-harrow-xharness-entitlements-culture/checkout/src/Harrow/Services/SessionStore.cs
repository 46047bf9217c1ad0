namespace Harrow.Services;

public class SessionStore
{
    const string RefreshKey = "refresh_token";

    public Task SaveRefreshTokenAsync(string token) => SecureStorage.Default.SetAsync(RefreshKey, token);

    public Task<string?> ReadRefreshTokenAsync() => SecureStorage.Default.GetAsync(RefreshKey);
}
