import Foundation
import UserNotifications

public struct DailyChestSchedule {
    let timeZone: TimeZone
    public init(timeZone: TimeZone) { self.timeZone = timeZone }

    public func makeRequest(hour: Int) -> UNNotificationRequest {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let offsetHours = timeZone.secondsFromGMT() / 3600
        var c = DateComponents()
        c.hour = (hour - offsetHours + 24) % 24
        c.minute = 0
        let content = UNMutableNotificationContent()
        content.title = "Your daily chest is ready"
        return UNNotificationRequest(identifier: "daily-chest",
                                     content: content,
                                     trigger: UNCalendarNotificationTrigger(dateMatching: c, repeats: true))
    }
}
