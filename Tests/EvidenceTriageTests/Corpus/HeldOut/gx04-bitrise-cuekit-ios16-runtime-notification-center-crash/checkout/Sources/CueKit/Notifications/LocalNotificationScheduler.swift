import UserNotifications

public struct LocalNotificationScheduler {
    public init() {}

    public func scheduleReminder(for campaign: Campaign, after seconds: TimeInterval) async throws {
        let content = UNMutableNotificationContent()
        content.title = campaign.title
        content.body = campaign.body
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: "cue.\(campaign.id)", content: content, trigger: trigger)
        try await UNUserNotificationCenter.current().add(request)
    }
}
