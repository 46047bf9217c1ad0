import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        EvidenceRecorder.shared.start()
        QuoteRefreshScheduler.shared.register()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        QuoteRefreshScheduler.shared.schedule()
    }
}
