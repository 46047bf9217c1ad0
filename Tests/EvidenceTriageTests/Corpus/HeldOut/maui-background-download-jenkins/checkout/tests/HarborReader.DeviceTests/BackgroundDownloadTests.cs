using Foundation;
using HarborReader.Platforms.iOS.Downloads;
using UIKit;
using Xunit;

namespace HarborReader.DeviceTests;

// Runs in the app on the simulator against a real NSUrlSession background session.
public class BackgroundDownloadTests
{
    [Fact]
    public async Task DownloadStartedInBackgroundCompletes()
    {
        var manager = BackgroundDownloadManager.Shared;
        var done = new TaskCompletionSource<NSUrl>();
        manager.DownloadFinished += (_, e) => done.TrySetResult(e.Location);

        // Mimic "user queues an issue, then locks the phone": the enqueue happens
        // from DidEnterBackground.
        await AppStateShim.SimulateDidEnterBackground();
        manager.Enqueue(new NSUrl("https://fixtures.harborreader.test/issues/2026-48.epub"));

        var finished = await Task.WhenAny(done.Task, Task.Delay(TimeSpan.FromSeconds(120)));
        Assert.True(finished == done.Task, "background download did not finish within 120 s");
    }

    [Fact]
    public void SessionUsesStableIdentifier()
    {
        Assert.Equal("com.harborreader.app.downloads", BackgroundDownloadManager.Shared.SessionIdentifier);
    }
}
