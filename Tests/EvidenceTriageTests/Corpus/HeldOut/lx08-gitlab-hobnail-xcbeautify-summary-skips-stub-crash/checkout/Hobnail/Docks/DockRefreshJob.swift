import BackgroundTasks
import Foundation

/// Abstraction over `BGTaskScheduler` so the job can be tested without the OS.
protocol DockTaskScheduling: AnyObject {
    func submit(_ request: BGTaskRequest) throws
    func pendingTaskRequests() async -> [BGTaskRequest]
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: DockTaskScheduling {}

/// Keeps favourite docks' availability fresh via `com.hobnail.docks.refresh`.
final class DockRefreshJob {
    static let identifier = "com.hobnail.docks.refresh"
    private let scheduler: DockTaskScheduling

    init(scheduler: DockTaskScheduling = BGTaskScheduler.shared) {
        self.scheduler = scheduler
    }

    /// Asks for a refresh unless one is already queued. An earlier request is never replaced:
    /// replacing it would push the refresh further out every time the app is opened.
    func scheduleRefresh(after interval: TimeInterval = 20 * 60) async throws {
        let pending = await scheduler.pendingTaskRequests()
        if pending.contains(where: { $0.identifier == Self.identifier }) {
            // Make sure the newest interval wins.
            scheduler.cancel(taskRequestWithIdentifier: Self.identifier)
        }
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try scheduler.submit(request)
    }
}
