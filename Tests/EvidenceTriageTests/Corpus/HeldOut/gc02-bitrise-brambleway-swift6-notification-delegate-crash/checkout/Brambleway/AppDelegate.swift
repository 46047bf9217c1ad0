import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        ReminderBackgroundTasks.registerAll()
        if ProcessInfo.processInfo.arguments.contains("-uitest-reset-reminders") {
            ReminderStore.shared.resetForUITests()
        }
        return true
    }

    // MARK: UNUserNotificationCenterDelegate

    // Swift 6 language mode (SWIFT_VERSION = 6.0 since #2210): the protocol requirement is
    // nonisolated, so these were marked `nonisolated` to silence
    // "main actor-isolated instance method cannot be used to satisfy nonisolated requirement".
    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
        [.banner, .sound, .list]
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter,
                                            didReceive response: UNNotificationResponse) async {
        let reminderID = response.notification.request.content.userInfo["reminderID"] as? String
        let action = response.actionIdentifier
        await MainActor.run {
            ReminderRouter.shared.handle(action: action, reminderID: reminderID)
        }
    }
}
