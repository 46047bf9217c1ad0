import Foundation
import UserNotifications

/// The part of UNUserNotificationCenter the scheduler needs; faked in tests.
protocol NotificationScheduling: AnyObject {
    func add(_ request: UNNotificationRequest) async throws
    func removePendingNotificationRequests(withIdentifiers identifiers: [String])
    func pendingNotificationRequests() async -> [UNNotificationRequest]
}

extension UNUserNotificationCenter: NotificationScheduling {}

struct Plant: Identifiable, Equatable {
    let id: String
    var nickname: String
    var wateringInterval: TimeInterval
    var lastWatered: Date
}

/// Keeps exactly one pending "time to water" reminder per plant.
final class WateringReminderScheduler {
    private let center: NotificationScheduling
    private let clock: () -> Date

    init(center: NotificationScheduling = UNUserNotificationCenter.current(), clock: @escaping () -> Date = Date.init) {
        self.center = center
        self.clock = clock
    }

    func identifier(for plant: Plant, fireDate: Date) -> String {
        // Include the fire date so the notification log shows which cycle a reminder belonged to.
        "water.\(plant.id).\(Int(fireDate.timeIntervalSince1970))"
    }

    func reschedule(_ plants: [Plant]) async throws {
        for plant in plants {
            let fireDate = max(plant.lastWatered.addingTimeInterval(plant.wateringInterval), clock().addingTimeInterval(60))
            // Replace the plant's reminder: same identifier -> the center swaps the old request out.
            let id = identifier(for: plant, fireDate: fireDate)
            center.removePendingNotificationRequests(withIdentifiers: [id])

            let content = UNMutableNotificationContent()
            content.title = "Time to water \(plant.nickname)"
            content.threadIdentifier = "watering"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: fireDate.timeIntervalSince(clock()), repeats: false)
            try await center.add(UNNotificationRequest(identifier: id, content: content, trigger: trigger))
        }
    }

    func cancel(_ plant: Plant) async {
        let ids = await center.pendingNotificationRequests()
            .map(\.identifier)
            .filter { $0.hasPrefix("water.\(plant.id).") }
        center.removePendingNotificationRequests(withIdentifiers: ids)
    }
}
