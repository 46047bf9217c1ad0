import Foundation
import UserNotifications

/// Native side of the "Remind me" button: schedules a one-shot local
/// notification. Delivery time is decided by the system; the trigger is the
/// earliest moment it may be delivered.
@objc(ReminderScheduler)
final class ReminderScheduler: NSObject {
  @objc func scheduleIn(_ seconds: Double,
                        title: String,
                        resolve: @escaping RCTPromiseResolveBlock,
                        reject: @escaping RCTPromiseRejectBlock) {
    let content = UNMutableNotificationContent()
    content.title = title
    content.sound = .default
    let id = "reminder-\(UUID().uuidString.prefix(8))"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
    let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request) { error in
      if let error {
        reject("reminder_add_failed", error.localizedDescription, error)
      } else {
        NSLog("[reminders] scheduled %@ in %.0fs", id, seconds)
        resolve(id)
      }
    }
  }
}
