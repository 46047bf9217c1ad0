using Microsoft.Identity.Client;
using Microsoft.Identity.Client.Internal;

namespace Rota.DeviceTests;

/// <summary>
/// Puts a recorded (non-secret, expired) token response into the MSAL cache so the
/// silent-sign-in path can be exercised without a network round trip. MSAL writes
/// the items through its iOS keychain accessor exactly as after a real sign-in.
/// </summary>
internal static class TokenResponseFixture
{
    private const string Authority = "https://login.microsoftonline.com/organizations";

    public static async Task SeedAsync(IPublicClientApplication pca, string username)
    {
        var response = RecordedResponses.Load("signin-expired.json", username);
        var cache = ((IClientApplicationBaseExecutor)pca).AppTokenCacheInternal;

        var requestParameters = new AuthenticationRequestParameters(
            serviceBundle: ((PublicClientApplication)pca).ServiceBundle,
            tokenCache: cache,
            commonParameters: new AcquireTokenCommonParameters
            {
                Scopes = new[] { "api://rota/shifts.read" },
            },
            requestContext: new RequestContext(((PublicClientApplication)pca).ServiceBundle, Guid.NewGuid()))
        {
            Account = null,
        };

        await requestParameters.AuthorityManager.RunInstanceDiscoveryAndValidationAsync().ConfigureAwait(false);

        // The token response carries an id token for `username`; saving it creates
        // the account, id-token, access-token and refresh-token entries.
        var tokenResponse = response.ToMsalTokenResponse(Authority);


        // Keychain write happens here.
        await cache.SaveTokenResponseAsync(requestParameters, tokenResponse).ConfigureAwait(false);
    }
}
