import UIKit

@MainActor
final class ReminderRouter {
    static let shared = ReminderRouter()

    private var window: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }
            .first
    }

    func handle(action: String, reminderID: String?) {
        guard let reminderID, let reminder = ReminderStore.shared.reminder(id: reminderID) else { return }
        switch action {
        case "SNOOZE_15":
            ReminderStore.shared.snooze(reminder, minutes: 15)
        default:
            let detail = ReminderDetailViewController(reminder: reminder)
            (window?.rootViewController as? UINavigationController)?.pushViewController(detail, animated: false)
        }
    }
}
