using Foundation;
using UIKit;
using Xunit;

namespace Copperline.DeviceTests;

public class BackgroundSyncTests
{
    [Fact]
    public async Task RefreshRunsAfterBackgrounding()
    {
        var ran = new TaskCompletionSource();
        RefreshJob.Completed += (_, _) => ran.TrySetResult();

        BackgroundTaskBootstrap.ScheduleRefresh();

        await MainThread.InvokeOnMainThreadAsync(() =>
            NSNotificationCenter.DefaultCenter.PostNotificationName(
                UIApplication.DidEnterBackgroundNotification, null));

        var finished = await Task.WhenAny(ran.Task, Task.Delay(TimeSpan.FromMinutes(2)));
        Assert.True(finished == ran.Task, "refresh task did not run within 2 minutes of backgrounding");
    }
}
