import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let syncRefresh = "com.fernhill.run.sync-refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundRegistration.registerAll()
        PerformanceMonitor.shared.start()
        return true
    }
}

/// Registration lives in a nonisolated enum so the launch handler closure is not
/// MainActor-isolated (BGTaskScheduler calls it on its own queue).
nonisolated enum BackgroundRegistration {
    static func registerAll() {
        let id = try! TaskIdentifier(AppDelegate.syncRefresh)
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: AppDelegate.syncRefresh, using: nil) { task in
            SyncRefreshAdapter.handle(task as! BGAppRefreshTask)
        }
        try? AppDelegate.recorder.record(id, kind: .appRefresh, phase: .registration,
                                         outcome: registered ? .succeeded : .failed,
                                         error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
