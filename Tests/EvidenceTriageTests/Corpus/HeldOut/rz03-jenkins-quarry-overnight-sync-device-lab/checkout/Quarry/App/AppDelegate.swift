import UIKit
import BackgroundTasks

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: OvernightSync.identifier, using: nil) { task in
            OvernightSync.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(OvernightSync.identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        OvernightSync.shared.scheduleNext()
    }
}
