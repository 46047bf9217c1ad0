import Foundation
import UserNotifications

struct TideAlertScheduler {
    let center: NotificationScheduling
    let station: Station

    func scheduleHighTideAlert(for tide: TideEvent) throws {
        let fireDate = tide.date.addingTimeInterval(-3600)
        // Uses Calendar.current (the device's zone) instead of station.timeZone.
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
        let content = UNMutableNotificationContent()
        content.title = "High tide at \(station.name)"
        center.add(UNNotificationRequest(identifier: "tide-\(tide.id)", content: content,
                                         trigger: UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)))
    }
}
