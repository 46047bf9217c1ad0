import BackgroundTasks
import OSLog
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let compactionTaskID = "com.moorhen.journal.compact"
    private let log = Logger(subsystem: "com.moorhen.journal", category: "app")
    lazy var coordinator = BackgroundFetchCoordinator(store: JournalStore.shared,
                                                      api: SyncAPI.live,
                                                      protectedData: UIApplication.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Pull new entries from the web editor a few times a day (legacy background fetch).
        application.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)

        // Nightly compaction of the attachment store (added in 4.2).
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compactionTaskID, using: nil) { task in
            AttachmentCompactor.shared.run(task: task as! BGProcessingTask)
        }
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("background fetch woke the app")
        coordinator.performFetch(completion: completionHandler)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        AttachmentCompactor.shared.scheduleNextRun()
    }
}
