using Microsoft.Identity.Client;

namespace Rota.Core.Auth;

/// <summary>
/// Signs staff in with Entra ID. On iOS the MSAL token cache lives in the keychain
/// group named after the app's bundle identifier (Entitlements.plist lists it as
/// $(AppIdentifierPrefix)&lt;bundle id&gt;).
/// </summary>
public sealed class AuthService
{
    private readonly IPublicClientApplication _pca;

    public AuthService(string clientId, string bundleId, string redirectUri)
    {
        _pca = PublicClientApplicationBuilder
            .Create(clientId)
            .WithRedirectUri(redirectUri)
            .WithIosKeychainSecurityGroup(bundleId)
            .WithLogging((level, message, _) => System.Diagnostics.Debug.WriteLine($"MSAL {level}: {message}"))
            .Build();
    }

    public IPublicClientApplication Client => _pca;

    public async Task<IAccount?> CachedAccountAsync()
    {
        var accounts = await _pca.GetAccountsAsync().ConfigureAwait(false);
        return accounts.FirstOrDefault();
    }
}
