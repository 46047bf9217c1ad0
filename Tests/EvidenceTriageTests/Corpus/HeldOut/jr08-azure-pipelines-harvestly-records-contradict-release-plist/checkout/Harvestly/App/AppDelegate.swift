import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Debug builds use com.harvestly.app.dev, so the task id follows the bundle id
    /// (Info.plist lists $(PRODUCT_BUNDLE_IDENTIFIER).sync).
    static var syncID: String { Bundle.main.bundleIdentifier! + ".sync" }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncID, using: nil) { task in
            OrchardSync.shared.run(task as! BGProcessingTask)
        }
        NSLog("[Harvestly] Registered %@: %@", Self.syncID, ok ? "YES" : "NO")
        Diagnostics.record(Self.syncID, .processing, .registration, ok ? .succeeded : .failed)
        return true
    }
}
