using Foundation;
using UIKit;
using Xunit;
using CopperFerry.Platforms.iOS;

namespace CopperFerry.Tests;

public class ShinyJobBridgeTests
{
    [Fact]
    public async Task PerformFetch_InvokesCompletionOnce()
    {
        var calls = new List<UIBackgroundFetchResult>();
        var bridge = new BackgroundFetchBridge(new FakeJobManager(result: JobRunResult.NewData));

        await bridge.PerformFetchAsync(UIApplication.SharedApplication, r => calls.Add(r));

        Assert.Single(calls);
    }

    [Fact]
    public async Task PerformFetch_ReportsNoDataWhenJobsIdle()
    {
        UIBackgroundFetchResult? seen = null;
        var bridge = new BackgroundFetchBridge(new FakeJobManager(result: JobRunResult.NoData));
        await bridge.PerformFetchAsync(UIApplication.SharedApplication, r => seen ??= r);
        Assert.Equal(UIBackgroundFetchResult.NoData, seen);
    }
}
