import BackgroundTasks
import CloudKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let compactionID = "com.notewell.ios.sync-compaction"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticsRecorder.shared.record(identifier: Self.compactionID, kind: .processing, phase: .registration) {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compactionID, using: nil) { task in
                SyncCompactionJob.run(task as! BGProcessingTask)
            }
        }
        application.registerForRemoteNotifications()   // CKDatabaseSubscription pushes
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NoteSyncEngine.shared.fetchChanges(reason: .push) { completionHandler($0 ? .newData : .failed) }
    }
}
