using BackgroundTasks;
using Foundation;
using Harborlight.Platforms.iOS;
using Xunit;

namespace Harborlight.DeviceTests;

public class BackgroundJobRegistrationTests
{
    [Fact]
    public void RegistersSyncTaskAtLaunch()
    {
        // The job host is created lazily by the first page's view model, i.e.
        // after FinishedLaunching has returned.
        var host = new BackgroundJobHost();
        var ok = host.EnsureRegistered("com.harborlight.app.sync");
        Assert.True(ok);
    }
}
