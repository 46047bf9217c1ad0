using UserNotifications;

namespace Tidewater.Push;

public class PushNotificationDelegate : UNUserNotificationCenterDelegate
{
    public override void WillPresentNotification(UNUserNotificationCenter center, UNNotification notification, Action<UNNotificationPresentationOptions> completionHandler)
    {
        var isRemote = notification.Request.Trigger is UNPushNotificationTrigger;
        Console.WriteLine($"PushNotificationDelegate.WillPresentNotification id={notification.Request.Identifier} remote={isRemote}");
        if (!isRemote)
        {
            // Local notifications are the LocalNotification plugin's business.
            completionHandler(UNNotificationPresentationOptions.None);
            return;
        }
        completionHandler(UNNotificationPresentationOptions.Banner | UNNotificationPresentationOptions.Sound);
    }

    public override void DidReceiveNotificationResponse(UNUserNotificationCenter center, UNNotificationResponse response, Action completionHandler)
    {
        Console.WriteLine($"PushNotificationDelegate.DidReceiveNotificationResponse id={response.Notification.Request.Identifier}");
        completionHandler();
    }
}
