import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let syncIdentifier = "com.stepwise.app.sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncIdentifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.syncIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            TaskService.shared.runTasks(reason: .backgroundTask) { result in
                task.setTaskCompleted(success: result != .failed)
            }
        }
        DiagnosticRecorder.shared.record(Self.syncIdentifier, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }
}
