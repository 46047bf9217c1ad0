using Foundation;
using NUnit.Framework;
using Security;

namespace Fieldbook.DeviceTests;

[TestFixture]
public class KeychainCredentialTests
{
    const string Service = "com.fieldbook.app.device-identity";
    const string Account = "fieldbook-device";

    [Test]
    public void SavesDeviceCertificate()
    {
        var record = new SecRecord(SecKind.GenericPassword)
        {
            Service = Service,
            Account = Account,
            Accessible = SecAccessible.AfterFirstUnlockThisDeviceOnly,
            ValueData = NSData.FromString("-----BEGIN CERTIFICATE-----MIIB...fixture"),
        };

        var status = SecKeyChain.Add(record);
        Assert.That(status, Is.EqualTo(SecStatusCode.Success), "Add");

        var found = SecKeyChain.QueryAsRecord(new SecRecord(SecKind.GenericPassword) { Service = Service, Account = Account }, out var query);
        Assert.That(query, Is.EqualTo(SecStatusCode.Success), "Query");
        Assert.That(found?.ValueData?.ToString(), Does.StartWith("-----BEGIN CERTIFICATE-----"));

        SecKeyChain.Remove(new SecRecord(SecKind.GenericPassword) { Service = Service, Account = Account });
    }

    [Test]
    public void ReadsMissingCertificateAsItemNotFound()
    {
        SecKeyChain.QueryAsRecord(new SecRecord(SecKind.GenericPassword) { Service = Service, Account = "nobody" }, out var status);
        Assert.That(status, Is.EqualTo(SecStatusCode.ItemNotFound));
    }
}
