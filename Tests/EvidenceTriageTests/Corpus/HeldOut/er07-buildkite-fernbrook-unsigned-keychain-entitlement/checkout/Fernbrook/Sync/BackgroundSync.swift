import BackgroundTasks
import Foundation

enum BackgroundSync {
    static let identifier = "com.fernbrook.journal.sync"

    /// Called from FernbrookAppDelegate.application(_:didFinishLaunchingWithOptions:).
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = JournalSyncJob(client: .live, store: .shared)
            let work = Task {
                do { try await job.run(); task.setTaskCompleted(success: true) }
                catch { task.setTaskCompleted(success: false) }
            }
            task.expirationHandler = { work.cancel() }
        }
    }
}
