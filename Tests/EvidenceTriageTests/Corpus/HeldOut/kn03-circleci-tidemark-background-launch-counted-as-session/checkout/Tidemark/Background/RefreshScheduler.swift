import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Schedules the HealthKit summary refresh (BGAppRefreshTask).
struct RefreshScheduler {
    static let identifier = "com.tidemark.app.refresh"
    /// Product asked for "about every 15 minutes"; the system may run it later.
    static let minimumInterval: TimeInterval = 15 * 60

    let scheduler: TaskScheduling
    let clock: Clock

    func scheduleNext() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = clock.now.addingTimeInterval(60 * 60)
        try scheduler.submit(request)
    }
}
