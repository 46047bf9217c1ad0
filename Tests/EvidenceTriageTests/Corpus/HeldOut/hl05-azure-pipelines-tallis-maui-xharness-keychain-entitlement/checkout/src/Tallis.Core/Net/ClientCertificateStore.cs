using System.Security.Cryptography.X509Certificates;

namespace Tallis.Core.Net;

public static class ClientCertificateStore
{
    /// Adds the device identity used for mutual TLS with the dispatch API.
    public static bool Install(X509Certificate2 cert)
    {
        using var store = new X509Store(StoreName.My, StoreLocation.CurrentUser);
        store.Open(OpenFlags.ReadWrite);
        store.Add(cert);
        return true;
    }
}
