import UIKit
import Capacitor
import CapacitorBackgroundRunner
import UserNotifications

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// Shows the in-app "crossing reminder" banner while the app is in the foreground
    /// (design review #77: the system banner hides the boarding-pass header).
    let reminderDelegate = ReminderCenterDelegate()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = reminderDelegate
        NSLog("[Lanternhouse] ReminderCenterDelegate installed as UNUserNotificationCenter delegate")

        BackgroundRunnerPlugin.registerBackgroundTask()
        BackgroundRunnerPlugin.handleApplicationDidFinishLaunching(launchOptions: launchOptions)
        EvidenceRecorder.shared.noteRegistration("io.lanternhouse.app.sync", kind: "appRefresh")
        return true
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
    }
}
