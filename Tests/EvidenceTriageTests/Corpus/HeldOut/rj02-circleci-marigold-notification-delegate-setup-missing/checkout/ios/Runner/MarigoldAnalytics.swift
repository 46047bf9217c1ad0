import Foundation
import UserNotifications

enum MarigoldAnalytics {
    static func start(launchOptions: [AnyHashable: Any]?) {
        let center = UNUserNotificationCenter.current()
        center.getNotificationSettings { settings in
            NSLog("[Analytics] notification auth=%ld", settings.authorizationStatus.rawValue)
        }
    }
}
