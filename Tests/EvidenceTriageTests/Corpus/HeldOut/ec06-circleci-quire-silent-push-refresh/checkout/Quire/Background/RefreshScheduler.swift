import BackgroundTasks
import os

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Submits the next app-refresh request after each sync.
final class RefreshScheduler {
    static let refreshIdentifier = "com.quirenotes.app.refresh"

    private let log = Logger(subsystem: "com.quirenotes.app", category: "bgtask")
    private let scheduler: TaskScheduling
    private(set) var lastSubmitError: Error?

    init(scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.scheduler = scheduler
    }

    func scheduleNextRefresh(after interval: TimeInterval = 30 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try! scheduler.submit(request)
        log.info("submitted \(Self.refreshIdentifier, privacy: .public)")
    }
}
