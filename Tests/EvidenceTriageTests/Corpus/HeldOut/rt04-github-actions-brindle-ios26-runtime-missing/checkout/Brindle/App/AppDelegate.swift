import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: NightlyCleanup.identifier, using: nil) { task in
            PantryCompactor.shared.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(NightlyCleanup.identifier, kind: .processing, phase: .registration, ok: ok)
        return true
    }
}
