import Foundation
import UserNotifications

protocol ReminderNotificationCenter: AnyObject {
    func add(_ request: UNNotificationRequest) async throws
    func removePendingNotificationRequests(withIdentifiers identifiers: [String])
    func removeDeliveredNotifications(withIdentifiers identifiers: [String])
}

extension UNUserNotificationCenter: ReminderNotificationCenter {}

/// One "note is due" reminder per note, identified as "note.<id>.due".
final class DueReminderCenter {
    private let center: ReminderNotificationCenter

    init(center: ReminderNotificationCenter = UNUserNotificationCenter.current()) {
        self.center = center
    }

    static func identifier(forNote id: String) -> String { "note.\(id).due" }

    func scheduleReminder(forNote id: String, title: String, due: Date, now: Date = Date()) async throws {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Due now"
        content.threadIdentifier = "due-notes"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: max(1, due.timeIntervalSince(now)), repeats: false)
        try await center.add(UNNotificationRequest(identifier: Self.identifier(forNote: id), content: content, trigger: trigger))
    }

    /// Called when the user ticks a note as done.
    func noteCompleted(_ id: String) {
        center.removePendingNotificationRequests(withIdentifiers: [Self.identifier(forNote: id)])
    }
}
