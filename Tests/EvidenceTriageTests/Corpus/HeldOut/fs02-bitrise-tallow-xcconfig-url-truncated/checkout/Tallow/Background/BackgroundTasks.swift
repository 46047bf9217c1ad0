import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let syncRefresh = "com.tallowapp.notes.sync-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func register(environment: AppEnvironment, store: NoteStore) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: syncRefresh, using: nil) { task in
            let job = NoteSyncRefreshJob(environment: environment, store: store)
            let work = Task {
                do {
                    try await job.run()
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
            scheduleNext()
        }
    }

    static func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: syncRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
