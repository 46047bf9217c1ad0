using HarborReader.Platforms.iOS;
using HarborReader.Platforms.iOS.Downloads;
using Xunit;

namespace HarborReader.DeviceTests;

// Drives the AppDelegate / session-delegate hand-off with a fake session: no nsurlsessiond involved.
public class BackgroundSessionEventsTests
{
    [Fact]
    public void CompletionHandlerInvokedAfterEvents()
    {
        var invoked = false;
        var appDelegate = new AppDelegate();
        var session = FakeUrlSession.Background("com.harborreader.app.downloads");
        var downloads = new BackgroundDownloadManager(session);

        appDelegate.HandleEventsForBackgroundUrl(UIKit.UIApplication.SharedApplication,
            "com.harborreader.app.downloads", () => invoked = true);
        downloads.SessionDelegate.DidFinishEventsForBackgroundSession(session);

        Assert.True(invoked, "stored completion handler was never invoked");
    }

    [Fact]
    public void CompletionHandlerStoredPerIdentifier()
    {
        var appDelegate = new AppDelegate();
        appDelegate.HandleEventsForBackgroundUrl(UIKit.UIApplication.SharedApplication, "com.harborreader.app.downloads", () => { });
        Assert.True(BackgroundCompletionStore.Has("com.harborreader.app.downloads"));
    }
}
