import Foundation
import UserNotifications
import os

struct ReminderCenter {
    let center: UNUserNotificationCenter
    private let log = Logger(subsystem: "de.beacon.health", category: "reminders")

    func scheduleCheckIn(after seconds: TimeInterval) async throws {
        let content = UNMutableNotificationContent()
        content.title = String(localized: "reminder.checkin.title")
        content.body = String(localized: "reminder.checkin.body")
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "checkin.reminder", content: content, trigger: trigger))
        log.info("scheduled checkin.reminder interval=\(seconds) next=\(trigger.nextTriggerDate()?.description ?? "nil", privacy: .public)")
    }

    func pendingSummary() async -> [String] {
        await center.pendingNotificationRequests().map { request in
            let next = request.trigger.flatMap { ($0 as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() }
            log.info("pending \(request.identifier, privacy: .public) next=\(next?.description ?? "nil", privacy: .public)")
            return request.identifier
        }
    }
}
