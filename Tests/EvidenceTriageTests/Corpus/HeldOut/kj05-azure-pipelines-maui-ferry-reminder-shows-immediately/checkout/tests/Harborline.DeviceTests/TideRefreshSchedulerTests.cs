using Harborline.Services;
using Xunit;

namespace Harborline.DeviceTests;

public class TideRefreshSchedulerTests
{
    [Fact]
    public void RegisteredIdentifierIsPermitted()
    {
        var ids = Foundation.NSBundle.MainBundle.ObjectForInfoDictionary("BGTaskSchedulerPermittedIdentifiers")?.ToString();
        Assert.Contains(TideRefreshScheduler.Identifier, ids);
    }

    [Fact]
    public async Task RefreshRunsWithinFifteenMinutes()
    {
        var launched = new TaskCompletionSource<bool>();
        TideRefreshScheduler.Launched += _ => launched.TrySetResult(true);

        TideRefreshScheduler.Submit(TimeSpan.FromMinutes(1));

        // iOS should pick the refresh up well inside the 15-minute window.
        await launched.Task.WaitAsync(TimeSpan.FromMinutes(15));
        Assert.True(launched.Task.Result);
    }
}
