using Microsoft.Maui.Storage;
using NUnit.Framework;

namespace Rota.DeviceTests;

[TestFixture]
public class SecureSettingsTests
{
    [TearDown]
    public void TearDown() => SecureStorage.Default.RemoveAll();

    [Test]
    public async Task StoresPushRegistrationIdInKeychain()
    {
        const string key = "push.registration";
        const string value = "reg-fixture-0042";

        await SecureStorage.Default.SetAsync(key, value);

        Assert.That(await SecureStorage.Default.GetAsync(key), Is.EqualTo(value));
    }
}
