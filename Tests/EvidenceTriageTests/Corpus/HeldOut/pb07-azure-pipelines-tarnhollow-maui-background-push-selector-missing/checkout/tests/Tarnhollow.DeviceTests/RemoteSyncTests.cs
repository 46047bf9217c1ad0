using Foundation;
using ObjCRuntime;
using UIKit;
using Xunit;

namespace Tarnhollow.DeviceTests;

public class RemoteSyncTests
{
    static readonly Selector BackgroundPush =
        new("application:didReceiveRemoteNotification:fetchCompletionHandler:");

    [Fact]
    public void AppDelegateRespondsToBackgroundPushSelector()
    {
        var appDelegate = (NSObject)UIApplication.SharedApplication.Delegate;
        Assert.True(appDelegate.RespondsToSelector(BackgroundPush));
    }

    [Fact]
    public async Task SilentPushRefreshesInbox()
    {
        var app = UIApplication.SharedApplication;
        var payload = NSDictionary.FromObjectAndKey(new NSString("inbox"), new NSString("sync"));
        var done = new TaskCompletionSource<UIBackgroundFetchResult>();
        app.Delegate.PerformSelector(BackgroundPush, app, payload,
            new Action<UIBackgroundFetchResult>(r => done.TrySetResult(r)));
        Assert.Equal(UIBackgroundFetchResult.NewData, await done.Task.WaitAsync(TimeSpan.FromSeconds(20)));
    }
}
