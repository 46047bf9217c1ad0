import BackgroundTasks
import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let nightlySync = "com.stridewell.app.step-sync"
    let healthStore = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.nightlySync, using: nil) { task in
            StepSyncScheduler.shared.handle(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.nightlySync, kind: .processing,
                                          phase: .registration, succeeded: ok)
        // Observer query + background delivery must be set up at launch.
        StepObserver.shared.start(store: healthStore)
        return true
    }
}
