using UserNotifications;

namespace Copperleaf.Notifications;

// UNUserNotificationCenter delegate. Inspection-due reminders are local
// notifications scheduled by ReminderScheduler.
public sealed class ReminderPresenter : UNUserNotificationCenterDelegate
{
    public static UNNotificationPresentationOptions OptionsFor(UNNotification notification)
    {
        // Reminders are only shown when the app is in the background; the
        // inspection list already highlights due items in the foreground.
        return UNNotificationPresentationOptions.None;
    }

    public override void WillPresentNotification(UNUserNotificationCenter center,
        UNNotification notification, Action<UNNotificationPresentationOptions> completionHandler)
        => completionHandler(OptionsFor(notification));
}
