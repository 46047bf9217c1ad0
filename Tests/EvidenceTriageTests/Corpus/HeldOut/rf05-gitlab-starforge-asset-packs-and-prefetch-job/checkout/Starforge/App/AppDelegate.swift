import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let prefetchID = "com.starforge.game.assetprefetch"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.prefetchID, using: nil) { task in
            PrefetchScheduler.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.prefetchID, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        PrefetchScheduler.shared.submitIfNeeded()
        return true
    }
}
