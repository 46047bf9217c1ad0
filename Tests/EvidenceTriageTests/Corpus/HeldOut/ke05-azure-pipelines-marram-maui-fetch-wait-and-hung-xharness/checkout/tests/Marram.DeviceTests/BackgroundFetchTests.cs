using Marram.DeviceTests.Platforms.iOS;
using UIKit;
using Xunit;

namespace Marram.DeviceTests;

[Collection("Lifecycle")]
public class BackgroundFetchTests
{
    [Fact]
    public async Task FetchRunsWithinTwoMinutesOfBackgrounding()
    {
        var fetched = new TaskCompletionSource<UIBackgroundFetchResult>();
        TestAppDelegate.FetchCompletedForTesting = r => fetched.TrySetResult(r);

        await MainThread.InvokeOnMainThreadAsync(() =>
            UIApplication.SharedApplication.SetMinimumBackgroundFetchInterval(UIApplication.BackgroundFetchIntervalMinimum));
        Console.WriteLine($"[Marram.Sync] requested minimum background fetch interval at {DateTime.UtcNow:HH:mm:ss}");

        var winner = await Task.WhenAny(fetched.Task, Task.Delay(TimeSpan.FromMinutes(2)));
        Assert.True(winner == fetched.Task,
            "PerformFetch was not called within 120 s of requesting the minimum background fetch interval");
        Assert.Equal(UIBackgroundFetchResult.NewData, await fetched.Task);
    }
}
