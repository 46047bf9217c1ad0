using Foundation;
using Security;

namespace HarbourLine.Services;

/// Stores the marina API refresh token. Read by the background refresh job as well as the UI.
public sealed class KeychainTokenStore : ITokenStore
{
    const string Service = "no.harbourline.app.auth";

    public void SaveRefreshToken(string token)
    {
        var record = new SecRecord(SecKind.GenericPassword)
        {
            Service = Service,
            Account = "refresh_token",
            ValueData = NSData.FromString(token),
        };
        SecKeyChain.Remove(new SecRecord(SecKind.GenericPassword) { Service = Service, Account = "refresh_token" });
        var status = SecKeyChain.Add(record);
        if (status != SecStatusCode.Success)
            throw new InvalidOperationException($"Keychain add failed: {status}");
    }

    public SecAccessible? RefreshTokenAccessibility()
    {
        var match = SecKeyChain.QueryAsRecord(
            new SecRecord(SecKind.GenericPassword) { Service = Service, Account = "refresh_token" }, out var status);
        return status == SecStatusCode.Success ? match.Accessible : null;
    }
}
