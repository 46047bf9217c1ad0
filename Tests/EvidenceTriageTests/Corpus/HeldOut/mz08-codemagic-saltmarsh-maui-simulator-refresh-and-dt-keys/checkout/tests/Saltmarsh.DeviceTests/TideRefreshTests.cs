using BackgroundTasks;
using Foundation;
using Saltmarsh.Platforms.iOS;
using Xunit;

namespace Saltmarsh.DeviceTests;

public class TideRefreshTests
{
    [Fact]
    public void RegisteredAtLaunch()
    {
        Assert.True(TideRefreshTask.IsRegistered);
    }

    [Fact]
    public void SubmitRefreshSucceeds()
    {
        var request = new BGAppRefreshTaskRequest(TideRefreshTask.Identifier)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(60)
        };
        BGTaskScheduler.Shared.Submit(request, out NSError? error);
        Assert.Null(error);
    }

    [Fact]
    public async Task RefreshRunsWithinThreeMinutes()
    {
        var ran = new TaskCompletionSource<bool>();
        TideRefreshTask.Completed += (_, ok) => ran.TrySetResult(ok);
        TideRefreshTask.Schedule(TimeSpan.FromMinutes(1));
        var finished = await Task.WhenAny(ran.Task, Task.Delay(TimeSpan.FromMinutes(3)));
        Assert.True(finished == ran.Task, "tide refresh did not run within 3 minutes");
    }
}
