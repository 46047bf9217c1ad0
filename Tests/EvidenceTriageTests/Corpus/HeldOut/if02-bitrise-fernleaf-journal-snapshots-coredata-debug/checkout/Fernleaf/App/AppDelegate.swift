import BackgroundTasks
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let journalSyncID = "com.fernleaf.journal.sync"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.journalSyncID, using: nil) { task in
            JournalSync.shared.run(task as! BGAppRefreshTask)
        }
        return true
    }
}

/// Refresh task body: pulls entries written on other devices into SyncStore.
final class JournalSync {
    static let shared = JournalSync()
    lazy var store = SyncStore(container: PersistenceController.shared.container)

    func run(_ task: BGAppRefreshTask) {
        let work = Task {
            let payloads = try await JournalAPI.shared.changesSinceLastSync()
            _ = try await store.importEntries(payloads)
        }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            task.setTaskCompleted(success: ok)
        }
    }
}
