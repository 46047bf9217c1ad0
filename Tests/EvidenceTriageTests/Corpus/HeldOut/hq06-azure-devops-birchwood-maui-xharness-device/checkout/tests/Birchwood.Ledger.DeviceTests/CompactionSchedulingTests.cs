using BackgroundTasks;
using Birchwood.Ledger.Platforms.iOS;
using Xunit;

namespace Birchwood.Ledger.DeviceTests;

public class CompactionSchedulingTests
{
    [Fact]
    public async Task CompactionRunsWithinTwoMinutes()
    {
        var launched = new TaskCompletionSource<BGTask>();
        LedgerBackgroundTasks.OnLaunch = task =>
        {
            if (task.Identifier == LedgerBackgroundTasks.CompactTaskId)
                launched.TrySetResult(task);
        };

        LedgerBackgroundTasks.SubmitCompaction(TimeSpan.FromSeconds(60));

        // The lab phones are on power and idle, so the system should pick it up quickly.
        var winner = await Task.WhenAny(launched.Task, Task.Delay(TimeSpan.FromMinutes(2)));
        Assert.True(winner == launched.Task, "compaction task was not launched within 2 minutes");
    }
}
