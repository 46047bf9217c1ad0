import Foundation
import UserNotifications

struct PrayerAlertScheduler {
    let times: PrayerTimes
    let clock: Clock
    let center: NotificationCenterType

    func scheduleToday() throws {
        let now = clock.now
        for prayer in Prayer.allCases {
            let fireDate = times.time(for: prayer)
            let interval = fireDate.timeIntervalSince(now)
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: false)
            let content = UNMutableNotificationContent()
            content.title = prayer.localizedName
            content.sound = .init(named: UNNotificationSoundName("adhan-short.caf"))
            center.add(UNNotificationRequest(identifier: "prayer.\(prayer.rawValue)", content: content, trigger: trigger))
        }
    }
}
