import Foundation
import UserNotifications

/// Converts the JS options passed to Reminders.schedule() into a UNNotificationRequest.
enum ReminderRequestBuilder {
    static func build(from options: [String: Any]) throws -> UNNotificationRequest {
        guard let id = options["id"] as? Int, let title = options["title"] as? String else {
            throw ReminderError.invalidOptions
        }
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = options["body"] as? String ?? ""
        if options.keys.contains("sound") {
            content.sound = UNNotificationSound(named: UNNotificationSoundName(options["sound"] as! String))
        }
        let attachments = options["attachments"] as! [[String: Any]]
        content.attachments = try attachments.map(makeAttachment)
        let at = (options["schedule"] as? [String: Any])?["at"] as? Double ?? Date().timeIntervalSince1970 * 1000
        let trigger = UNTimeIntervalNotificationTrigger(
            timeInterval: max(1, at / 1000 - Date().timeIntervalSince1970), repeats: false)
        return UNNotificationRequest(identifier: String(id), content: content, trigger: trigger)
    }
}
