import Foundation
import UserNotifications

/// Called from C# (EnergyRefill.cs) through [DllImport("__Internal")] orchard_schedule_refill.
struct EnergyRefillPlanner {
    let current: Int
    let max: Int
    let secondsPerPoint: TimeInterval

    var secondsUntilFull: TimeInterval { TimeInterval(Swift.max(0, max - current)) * secondsPerPoint }

    func notificationRequest() -> UNNotificationRequest? {
        guard secondsUntilFull > 0 else { return nil }
        let content = UNMutableNotificationContent()
        content.title = "Your orchard is full of energy!"
        // BUG: a repeating time-interval trigger always counts from *now*; the intended first
        // fire (secondsUntilFull) is replaced by the 1-hour repeat interval.
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
        return UNNotificationRequest(identifier: "energy-full", content: content, trigger: trigger)
    }
}
