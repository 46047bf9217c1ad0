import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let offlineRefreshID = "com.tollgate.maps.offline-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.offlineRefreshID, using: nil) { task in
            OfflineRefreshScheduler.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.offlineRefreshID, kind: .processing,
                                         phase: .registration, outcome: ok ? .succeeded : .failed)
        OfflineRefreshScheduler.shared.scheduleNightly()
        return true
    }
}
