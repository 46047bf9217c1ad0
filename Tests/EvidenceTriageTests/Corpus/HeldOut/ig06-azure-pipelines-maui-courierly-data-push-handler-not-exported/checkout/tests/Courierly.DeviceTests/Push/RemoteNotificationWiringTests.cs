using System.Linq;
using System.Reflection;
using Foundation;
using Xunit;

namespace Courierly.DeviceTests.Push;

public class RemoteNotificationWiringTests
{
    // iOS delivers content-available pushes through this selector only; without it
    // the "route-changed" data message never reaches Plugin.Firebase on iOS.
    const string BackgroundFetchSelector = "application:didReceiveRemoteNotification:fetchCompletionHandler:";

    [Fact]
    public void AppDelegateExportsBackgroundFetchHandler()
    {
        var exported = typeof(Courierly.Platforms.iOS.AppDelegate)
            .GetMethods(BindingFlags.Instance | BindingFlags.Public)
            .SelectMany(m => m.GetCustomAttributes<ExportAttribute>())
            .Select(a => a.Selector);

        Assert.Contains(BackgroundFetchSelector, exported);
    }

    [Fact]
    public void AppDelegateExportsTokenHandler()
    {
        var exported = typeof(Courierly.Platforms.iOS.AppDelegate)
            .GetMethods(BindingFlags.Instance | BindingFlags.Public)
            .SelectMany(m => m.GetCustomAttributes<ExportAttribute>())
            .Select(a => a.Selector);

        Assert.Contains("application:didRegisterForRemoteNotificationsWithDeviceToken:", exported);
    }
}
