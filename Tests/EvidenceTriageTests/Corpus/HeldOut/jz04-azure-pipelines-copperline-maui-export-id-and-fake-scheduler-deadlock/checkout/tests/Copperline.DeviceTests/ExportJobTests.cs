using BackgroundTasks;
using Xunit;

namespace Copperline.DeviceTests;

public class ExportJobTests
{
    [Fact]
    public async Task ExportCompletesWhenLaunchedByScheduler()
    {
        var scheduler = new FakeTaskScheduler();
        scheduler.Register(BackgroundTaskBootstrap.ExportId, t => ExportJob.RunFromTask((BGProcessingTask)t));
        var task = new RecordingProcessingTask();

        // The fake launches on the calling thread; run it from the main thread
        // as the app's own "Export now" button does.
        var launch = MainThread.InvokeOnMainThreadAsync(() =>
            scheduler.Launch(BackgroundTaskBootstrap.ExportId, task));

        await launch.WaitAsync(TimeSpan.FromSeconds(30));
        Assert.True(task.CompletedSuccessfully);
    }
}
