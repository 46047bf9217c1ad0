import UserNotifications

struct ReminderScheduler {
    let center: NotificationScheduling
    func scheduleCheckInReminder(for flight: Flight) throws {
        let content = UNMutableNotificationContent()
        content.title = "Check-in opens for \(flight.number)"
        let seconds = flight.checkInOpens.timeIntervalSinceNow
        center.add(UNNotificationRequest(identifier: "checkin-\(flight.id)", content: content,
                                         trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)))
    }
}
