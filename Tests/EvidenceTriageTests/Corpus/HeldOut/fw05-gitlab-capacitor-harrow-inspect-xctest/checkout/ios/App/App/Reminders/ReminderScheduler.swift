import Foundation
import UserNotifications

/// Native half of the inspection reminders. The web layer passes the local
/// wall-clock time the inspector picked ("at 08:00 on 12 Nov").
struct ReminderScheduler {
    var now: () -> Date = Date.init

    func trigger(for at: Date) -> UNNotificationTrigger {
        // Mirrors @capacitor/local-notifications' `at` handling.
        let interval = at.timeIntervalSince(now())
        return UNTimeIntervalNotificationTrigger(timeInterval: max(interval, 1), repeats: false)
    }
}
