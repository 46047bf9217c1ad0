using Foundation;
using NUnit.Framework;
using UIKit;

namespace Harrowgate.DeviceTests;

[TestFixture]
public class PushRegistrationTests
{
    [Test]
    public async Task RegistersForRemoteNotifications()
    {
        // The host app's AppDelegate forwards the two APNs callbacks to
        // PushRegistration, which completes this task either way.
        var registration = Harrowgate.Platforms.iOS.PushRegistration.Shared;
        registration.Reset();

        UIApplication.SharedApplication.InvokeOnMainThread(
            () => UIApplication.SharedApplication.RegisterForRemoteNotifications());

        var completed = await Task.WhenAny(registration.Result, Task.Delay(TimeSpan.FromSeconds(20)));
        Assert.That(completed, Is.SameAs(registration.Result), "APNs registration did not complete within 20 s");

        var outcome = await registration.Result;
        TestContext.Out.WriteLine($"device token length: {outcome.Token?.Length ?? 0}");

        // Silent pushes (content-available) drive the inspection refresh, so
        // the simulator build must be able to register with APNs.
        //
        // NSError from application:didFailToRegisterForRemoteNotificationsWithError:
        // is surfaced as outcome.Error.
        //
        Assert.That(outcome.Succeeded, Is.True, $"Registration failed: {outcome.Error}");
    }

    [Test]
    public void RegisteredNotificationCategoriesIncludeInspectionDue()
    {
        var categories = Harrowgate.Platforms.iOS.NotificationCategories.All;
        Assert.That(categories.Select(c => c.Identifier), Does.Contain("inspection-due"));
    }
}
