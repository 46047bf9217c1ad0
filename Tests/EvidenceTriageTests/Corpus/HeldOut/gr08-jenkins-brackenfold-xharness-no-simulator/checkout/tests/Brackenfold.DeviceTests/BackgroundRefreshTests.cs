using NUnit.Framework;
using Brackenfold.Platforms.iOS;

namespace Brackenfold.DeviceTests;

[TestFixture]
public class BackgroundRefreshTests
{
    [Test]
    public void Register_AcceptsMeterReadingIdentifier()
    {
        Assert.That(BackgroundTasks.RegistrationResults[BackgroundTasks.MeterReadingsRefresh], Is.True);
    }
}
