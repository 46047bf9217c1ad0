import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let workoutSyncTaskID = "com.pulsewise.app.workout-sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.start()

        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.workoutSyncTaskID, using: nil) { task in
            WorkoutSync.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.workoutSyncTaskID, kind: .appRefresh,
                                          phase: .registration, outcome: .succeeded)

        // Restores the last session's straps and live readings.
        HeartRateStore.shared.bootstrap()      // touches BLECentral.shared

        configureBluetooth()
        WorkoutSync.shared.scheduleNext()
        return true
    }

    private func configureBluetooth() {
        BLECentral.restoreIdentifier = "com.pulsewise.central"
        _ = BLECentral.shared
    }
}
