using BackgroundTasks;
using Fieldbook.Platforms.iOS.Background;
using Foundation;
using Xunit;

namespace Fieldbook.DeviceTests;

public class BackgroundSyncTests
{
    [Fact]
    public void Register_RefreshHandler_ReturnsTrue()
    {
        // AppDelegate.FinishedLaunching calls SyncTasks.RegisterAll(); we read back what it recorded.
        var refreshId = SyncTasks.RefreshIdentifier;
        Assert.True(SyncTasks.Registered.Contains(refreshId), $"{refreshId} was not registered at launch");
    }

    [Fact]
    public void Register_CleanupHandler_ReturnsTrue()
    {
        Assert.Contains(SyncTasks.CleanupIdentifier, SyncTasks.Registered);
    }

    [Fact]
    public async Task CleanupTask_RunsWithinTwoMinutes()
    {
        var launched = new TaskCompletionSource<bool>();
        SyncTasks.CleanupLaunched += (_, _) => launched.TrySetResult(true);

        var request = new BGProcessingTaskRequest(SyncTasks.CleanupIdentifier)
        {
            EarliestBeginDate = NSDate.FromTimeIntervalSinceNow(30),
            RequiresExternalPower = false,
        };
        BGTaskScheduler.Shared.Submit(request, out var error);
        if (error is not null)
            Console.WriteLine($"Submit cleanup failed: {error}");

        var finished = await Task.WhenAny(launched.Task, Task.Delay(TimeSpan.FromMinutes(2)));
        Assert.True(finished == launched.Task, "cleanup task was not launched by iOS within 2 minutes");
    }
}
