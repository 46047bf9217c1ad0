import BackgroundTasks
import Foundation

enum FeedRefreshTask {
    static let identifier = "com.kestrelpost.ios.feed-refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.record(identifier, .appRefresh, .launch, .succeeded)
            FeedStore.shared.refresh { ok in task.setTaskCompleted(success: ok) }
        }
        Diagnostics.record(identifier, .appRefresh, .registration, .succeeded)
    }

    /// Called from `sceneDidEnterBackground`.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
