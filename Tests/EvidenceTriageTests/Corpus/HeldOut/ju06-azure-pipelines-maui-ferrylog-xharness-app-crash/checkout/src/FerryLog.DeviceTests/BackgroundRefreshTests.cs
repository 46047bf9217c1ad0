using BackgroundTasks;
using Foundation;
using Xunit;

namespace FerryLog.DeviceTests;

public class BackgroundRefreshTests
{
    const string RefreshId = "com.ferrylog.app.refresh";

    [Fact]
    public void RegistersRefreshHandlerAtLaunch()
    {
        Assert.True(TestAppDelegate.RefreshHandlerRegistered);
    }

    [Fact]
    public async Task RefreshRunsWithinTwoMinutesOfSubmit()
    {
        var request = new BGAppRefreshTaskRequest(RefreshId) { EarliestBeginDate = NSDate.Now };
        BGTaskScheduler.Shared.Submit(request, out NSError? error);
        EvidenceRecorder.Submission(RefreshId, "appRefresh", error, nameof(BackgroundRefreshTests) + "/" + nameof(RefreshRunsWithinTwoMinutesOfSubmit));
        Console.WriteLine($"[refresh] submit error: {error?.Domain} Code={error?.Code}");

        var ran = await Task.WhenAny(TestAppDelegate.RefreshCompleted.Task, Task.Delay(TimeSpan.FromMinutes(2)))
                  == TestAppDelegate.RefreshCompleted.Task;
        Assert.True(ran, "refresh task did not run within 120 s of submit");
    }
}
