using NUnit.Framework;
using Wicket.Platforms.iOS;

namespace Wicket.Tests;

[TestFixture]
public class ReindexSchedulingTests
{
    [Test, Timeout(90_000)]
    public async Task ReindexRunsWithinAMinute()
    {
        var ran = ReindexAdapter.WaitForNextRunAsync();
        InventoryBackgroundTasks.SubmitReindex();

        var finished = await Task.WhenAny(ran, Task.Delay(TimeSpan.FromSeconds(60)));
        Assert.That(finished == ran, Is.True, "reindex handler did not run within 60 s of submission");
    }
}
