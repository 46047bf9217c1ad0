using System.Linq;
using Foundation;
using NUnit.Framework;
using Tallowmark.Platforms.iOS;

namespace Tallowmark.DeviceTests;

[TestFixture]
public class InfoPlistTests
{
    private static string[] PlistArray(string key) =>
        (NSBundle.MainBundle.ObjectForInfoDictionary(key) as NSArray)?
            .ToArray<NSString>().Select(s => s.ToString()).ToArray() ?? new string[0];

    [Test]
    public void PermittedIdentifiers_IncludeEveryRegisteredTask()
    {
        var permitted = PlistArray("BGTaskSchedulerPermittedIdentifiers");

        Assert.That(permitted, Is.SupersetOf(BackgroundTasks.AllIdentifiers));
    }

    [Test]
    public void BackgroundModes_IncludeFetch()
    {
        Assert.That(PlistArray("UIBackgroundModes"), Does.Contain("fetch"));
    }
}
