import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TaskEventLog.configure(testName: ProcessInfo.processInfo.environment["EVIDENCE_TEST_ID"])
        BackgroundJobs.shared.registerAll()
        return true
    }
}
