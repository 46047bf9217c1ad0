import Foundation
import UserNotifications

struct QuietReminder {
    enum Kind: String { case dhikr, water }
    let kind: Kind
    let every: Duration

    func schedule(on center: NotificationCenterType) throws {
        let content = UNMutableNotificationContent()
        content.title = kind == .dhikr ? "SubhanAllah" : "Drink water"
        let seconds = TimeInterval(every.components.seconds)
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: true)
        center.add(UNNotificationRequest(identifier: "quiet.\(kind.rawValue)", content: content, trigger: trigger))
    }
}
