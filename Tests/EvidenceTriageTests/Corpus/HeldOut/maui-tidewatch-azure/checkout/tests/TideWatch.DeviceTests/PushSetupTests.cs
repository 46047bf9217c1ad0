using System.Linq;
using Foundation;
using UIKit;
using Xunit;

namespace TideWatch.DeviceTests;

// Guards the bits of Platforms/iOS/Info.plist that silent "tide changed" pushes
// depend on. The device-test host links the app's Info.plist (see csproj).
public class PushSetupTests
{
    static string[] BackgroundModes() =>
        (NSBundle.MainBundle.ObjectForInfoDictionary("UIBackgroundModes") as NSArray)?
            .ToArray<NSString>()
            .Select(s => s.ToString())
            .ToArray() ?? new string[0];

    [Fact]
    public void AppDelegate_HandlesRemoteNotifications()
    {
        var del = UIApplication.SharedApplication.Delegate;
        Assert.True(del.RespondsToSelector(new ObjCRuntime.Selector("application:didReceiveRemoteNotification:fetchCompletionHandler:")));
    }

    [Fact]
    public void InfoPlist_DeclaresRemoteNotificationBackgroundMode()
    {
        var modes = BackgroundModes();

        Assert.Contains("remote-notification", modes);
    }

    [Fact]
    public void InfoPlist_DeclaresBackgroundTaskModes()
    {
        var modes = BackgroundModes();
        Assert.Contains("fetch", modes);
        Assert.Contains("processing", modes);
    }
}
