import Foundation
import UserNotifications

/// Builds the local notification that reminds crew before a sailing.
struct ShiftAlertScheduler {
    var leadTime: TimeInterval = 30 * 60
    var calendar = Calendar(identifier: .gregorian)

    func triggerComponents(forDeparture departure: Date) -> DateComponents {
        let fireDate = departure.addingTimeInterval(leadTime)
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
    }
}
