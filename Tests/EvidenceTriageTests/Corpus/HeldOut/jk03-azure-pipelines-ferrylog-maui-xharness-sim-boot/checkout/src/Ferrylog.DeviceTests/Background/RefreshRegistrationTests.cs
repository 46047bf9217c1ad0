using Ferrylog.Platforms.iOS.Background;
using Xunit;

namespace Ferrylog.DeviceTests.Background;

public class RefreshRegistrationTests
{
    [Fact]
    public void RegistersManifestRefreshAtLaunch()
    {
        Assert.True(BackgroundRegistration.ManifestRefreshRegistered,
            $"BGTaskScheduler refused {BackgroundRegistration.ManifestRefreshTaskId} at launch");
    }

    [Fact]
    public void ManifestRefreshIdUsesBundlePrefix()
    {
        Assert.StartsWith("com.ferrylog.app.", BackgroundRegistration.ManifestRefreshTaskId);
    }
}
