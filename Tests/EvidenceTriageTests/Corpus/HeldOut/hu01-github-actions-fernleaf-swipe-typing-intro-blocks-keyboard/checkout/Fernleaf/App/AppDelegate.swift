import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let gardenSyncIdentifier = "com.fernleaf.app.garden-sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.gardenSyncIdentifier,
                                                         using: nil) { task in
            GardenSyncScheduler.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.gardenSyncIdentifier,
                                          taskKind: .appRefresh,
                                          phase: .registration,
                                          outcome: registered ? .succeeded : .failed,
                                          errorType: registered ? nil : "registerReturnedFalse")
        NSLog("[GardenSync] launch: registered %@ -> %@", Self.gardenSyncIdentifier, registered ? "true" : "false")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        GardenSyncScheduler.shared.scheduleNextRefresh()
    }
}
