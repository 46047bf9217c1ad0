using UserNotifications;
using Tern.Mobile.Notifications;

namespace Tern.Mobile;

static class NotificationBootstrap
{
    public static async Task InitAsync()
    {
        var (granted, _) = await UNUserNotificationCenter.Current.RequestAuthorizationAsync(
            UNAuthorizationOptions.Alert | UNAuthorizationOptions.Sound | UNAuthorizationOptions.Badge);
        Console.WriteLine($"[notifications] authorization granted={granted}");
        // Before TF-1377 this also did:
        //   UNUserNotificationCenter.Current.Delegate = new NotificationPresenter();
    }
}
