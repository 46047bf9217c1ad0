using NUnit.Framework;

namespace Harvestly.BuildChecks;

[TestFixture]
public class BundleStructureTests
{
    static string AppPath => Environment.GetEnvironmentVariable("HARVESTLY_APP_PATH")
        ?? throw new InvalidOperationException("HARVESTLY_APP_PATH not set");

    [Test]
    public void ReleaseAppHasExpectedBundleId()
    {
        var plist = PlistReader.Read(Path.Combine(AppPath, "Info.plist"));
        Assert.That(plist["CFBundleIdentifier"], Is.EqualTo("com.harvestly.app"));
    }

    [Test]
    public void ReleaseAppEmbedsNotificationServiceExtension()
    {
        var appex = Path.Combine(AppPath, "PlugIns", "Harvestly.NotificationService.appex");
        Assert.That(Directory.Exists(appex), Is.True,
            $"PlugIns/Harvestly.NotificationService.appex missing from Release bundle {AppPath}");
    }
}
