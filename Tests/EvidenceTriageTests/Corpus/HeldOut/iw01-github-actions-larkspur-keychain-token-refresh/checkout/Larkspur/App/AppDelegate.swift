import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshScheduler = MailboxRefreshScheduler.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registered before launch finishes, as BGTaskScheduler requires.
        refreshScheduler.registerHandler()
        DiagnosticsRecorder.shared.start()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        refreshScheduler.submitNextRefresh()
    }
}
