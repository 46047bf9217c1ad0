import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let cacheCleanupIdentifier = "com.framewise.app.render-cache-cleanup"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.begin()
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cacheCleanupIdentifier, using: nil) { task in
            RenderCacheCleanup.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(Self.cacheCleanupIdentifier, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        // library-sync is registered by LibraryViewController; exports and
        // thumbnails register their continued-processing handlers on demand.
        return true
    }
}
