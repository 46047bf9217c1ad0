using Xunit;

namespace Copperline.DeviceTests;

public class BackgroundTaskRegistrationTests
{
    [Fact]
    public void RefreshTaskRegistersAtLaunch() =>
        Assert.Contains(BackgroundTaskBootstrap.RefreshId, BackgroundTaskBootstrap.Registered);

    [Fact]
    public void ExportTaskRegistersAtLaunch() =>
        Assert.True(BackgroundTaskBootstrap.Registered.Contains(BackgroundTaskBootstrap.ExportId),
            "export handler was not registered at launch");
}
