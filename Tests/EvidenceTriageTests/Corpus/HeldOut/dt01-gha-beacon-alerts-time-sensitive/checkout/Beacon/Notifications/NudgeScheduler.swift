import Foundation
import UserNotifications

protocol Clock: Sendable {
    var now: Date { get }
}

struct SystemClock: Clock {
    var now: Date { Date() }
}

/// Schedules the "you have unacknowledged pages" re-engagement nudge
/// 48 hours after the user last opened the app.
final class NudgeScheduler {
    static let identifier = "beacon.reengagement.nudge"
    static let delay: TimeInterval = 48 * 60 * 60

    private let center: UNUserNotificationCenter
    private let clock: Clock

    init(center: UNUserNotificationCenter = .current(), clock: Clock = SystemClock()) {
        self.center = center
        self.clock = clock
    }

    func scheduleNudge(lastOpened: Date) async throws {
        center.removePendingNotificationRequests(withIdentifiers: [Self.identifier])
        let elapsed = clock.now.timeIntervalSince(lastOpened)
        let interval = max(1, Self.delay - elapsed)

        let content = UNMutableNotificationContent()
        content.title = "Pages are waiting"
        content.body = "You have unacknowledged pages from the last two days."
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false)
        let request = UNNotificationRequest(identifier: Self.identifier, content: content, trigger: trigger)
        try await center.add(request)
        NSLog("NudgeScheduler: scheduled re-engagement nudge, trigger in %.0fs (next %@)",
              interval, String(describing: trigger.nextTriggerDate()))
    }
}
