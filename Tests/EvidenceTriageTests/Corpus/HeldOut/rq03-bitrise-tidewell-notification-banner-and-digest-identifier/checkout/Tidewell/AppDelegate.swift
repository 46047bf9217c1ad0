import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticRecorder.shared.configure(environment: ProcessInfo.processInfo.environment)
        DigestRefresh.shared.register()
        UNUserNotificationCenter.current().delegate = ReminderPresenter.shared
        return true
    }
}
