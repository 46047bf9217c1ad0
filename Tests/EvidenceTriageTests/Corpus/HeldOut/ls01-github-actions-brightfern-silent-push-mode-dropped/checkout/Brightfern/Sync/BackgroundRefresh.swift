import BackgroundTasks
import os

enum BackgroundRefresh {
    static let refreshID = "com.brightfern.news.refresh"
    static let offlinePackID = "com.brightfern.news.offline-pack"
    static var identifiers: [String] { [refreshID, offlinePackID] }

    private static let log = Logger(subsystem: "com.brightfern.news", category: "bgtask")

    static func register(sync: HeadlineSync) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            let work = Task {
                let changed = await sync.refreshHeadlines(reason: .appRefreshTask)
                task.setTaskCompleted(success: true)
                log.info("app refresh finished, changed=\(changed)")
            }
            task.expirationHandler = { work.cancel() }
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: offlinePackID, using: nil) { task in
            OfflinePackBuilder.shared.run(task as! BGProcessingTask)
        }
    }
}
