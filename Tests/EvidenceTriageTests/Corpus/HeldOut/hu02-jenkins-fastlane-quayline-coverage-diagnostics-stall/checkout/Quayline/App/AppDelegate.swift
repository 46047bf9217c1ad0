import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerBackgroundTasks()
        return true
    }

    private func registerBackgroundTasks() {
        register(ManifestRefreshTask.identifier, kind: .appRefresh) { task in
            ManifestRefreshTask.shared.handle(task as! BGAppRefreshTask)
        }
        register(OutboxFlushTask.identifier, kind: .processing) { task in
            OutboxFlushTask.shared.handle(task as! BGProcessingTask)
        }
    }

    private func register(_ identifier: String, kind: DiagnosticsRecorder.TaskKind,
                          handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        NSLog("[BG] register %@ -> %@", identifier, ok ? "true" : "false")
        DiagnosticsRecorder.shared.record(identifier: identifier, taskKind: kind, phase: .registration,
                                          outcome: ok ? .succeeded : .failed,
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
