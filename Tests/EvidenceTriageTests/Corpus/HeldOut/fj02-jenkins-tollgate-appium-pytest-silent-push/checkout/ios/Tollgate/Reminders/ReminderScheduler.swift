import Foundation
import UserNotifications
import os

/// Schedules the daily "time to leave" reminder as a repeating calendar
/// trigger. The user picks a wall-clock time in Settings (stored as a Date on
/// the reference day), and we fire at that hour/minute every day.
struct ReminderScheduler {
    static let identifier = "morning-departures"

    private let center: UNUserNotificationCenter
    private let log = Logger(subsystem: "com.tollgate.commute", category: "reminders")

    /// Shared with the API layer, which sends times as UTC.
    private let calendar: Calendar = {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        return cal
    }()

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    func schedule(at time: Date, stopName: String) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Time to leave"
        content.body = "Next departures from \(stopName)"
        content.sound = .default

        let parts = calendar.dateComponents([.hour, .minute], from: time)
        let trigger = UNCalendarNotificationTrigger(dateMatching: parts, repeats: true)
        let request = UNNotificationRequest(identifier: Self.identifier, content: content, trigger: trigger)

        center.removePendingNotificationRequests(withIdentifiers: [Self.identifier])
        try await center.add(request)
        log.info("scheduled \(Self.identifier, privacy: .public) hour=\(parts.hour ?? -1) minute=\(parts.minute ?? -1) next=\(trigger.nextTriggerDate()?.description ?? "nil", privacy: .public)")
    }

    func cancel() {
        center.removePendingNotificationRequests(withIdentifiers: [Self.identifier])
    }
}
