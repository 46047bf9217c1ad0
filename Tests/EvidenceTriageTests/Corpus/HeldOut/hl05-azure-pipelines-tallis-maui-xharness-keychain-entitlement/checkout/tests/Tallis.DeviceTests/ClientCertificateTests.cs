using System.Security.Cryptography.X509Certificates;
using Tallis.Core.Net;
using Xunit;

namespace Tallis.DeviceTests;

public class ClientCertificateTests
{
    [Fact]
    public void ImportsDeviceCertificateIntoKeychain()
    {
        var cert = TestCertificates.LoadDeviceIdentity();   // bundled .pfx test identity

        var installed = ClientCertificateStore.Install(cert);

        Assert.True(installed);
    }
}
