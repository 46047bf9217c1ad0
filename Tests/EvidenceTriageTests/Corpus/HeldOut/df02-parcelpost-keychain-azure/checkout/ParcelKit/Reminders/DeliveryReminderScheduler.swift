import Foundation
import UserNotifications

/// Schedules the "your parcel arrives soon" reminder ahead of a delivery window.
public final class DeliveryReminderScheduler {
    private let center: UNUserNotificationCenter
    private let leadTime: TimeInterval

    public init(center: UNUserNotificationCenter = .current(), leadTime: TimeInterval = 30 * 60) {
        self.center = center
        self.leadTime = leadTime
    }

    public func request(for window: DeliveryWindow) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Parcel on its way"
        content.body = "Your delivery from \(window.carrier) is due between \(window.formattedRange)."
        let fireDate = window.start.addingTimeInterval(-leadTime)
        let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        return UNNotificationRequest(identifier: "delivery-\(window.trackingID)", content: content, trigger: trigger)
    }

    public func schedule(_ window: DeliveryWindow) async throws {
        try await center.add(request(for: window))
    }
}
