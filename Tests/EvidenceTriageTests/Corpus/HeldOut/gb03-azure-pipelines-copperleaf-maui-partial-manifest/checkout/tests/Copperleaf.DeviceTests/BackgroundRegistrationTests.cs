using Copperleaf.Platforms.iOS;
using Xunit;

namespace Copperleaf.DeviceTests;

public class BackgroundRegistrationTests
{
    [Fact]
    public void RefreshTaskIsRegisteredAtLaunch()
    {
        Assert.True(BackgroundTasks.RegistrationResults[BackgroundTasks.RefreshId]);
    }

    [Fact]
    public void UploadTaskIsRegisteredAtLaunch()
    {
        Assert.True(BackgroundTasks.RegistrationResults[BackgroundTasks.UploadId]);
    }

    [Fact]
    public void UploadTaskSubmitSucceeds()
    {
        var error = BackgroundTasks.SubmitUpload();
        Assert.Null(error);
    }
}
