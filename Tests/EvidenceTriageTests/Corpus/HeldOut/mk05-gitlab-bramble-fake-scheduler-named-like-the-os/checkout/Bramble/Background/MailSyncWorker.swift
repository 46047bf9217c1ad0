import BackgroundTasks
import Foundation

/// Periodic mail sync on top of a BGProcessingTask. `TaskScheduling` is BGTaskScheduler in the app
/// and FakeBGTaskScheduler in tests.
final class MailSyncWorker {
    static let identifier = "dev.bramble.mail.sync"
    private let scheduler: TaskScheduling
    private let clock: AppClock

    init(scheduler: TaskScheduling, clock: AppClock) { self.scheduler = scheduler; self.clock = clock }

    func schedule(_ request: WorkRequest) throws {
        let r = BGProcessingTaskRequest(identifier: Self.identifier)
        r.requiresNetworkConnectivity = request.requiresNetwork
        r.requiresExternalPower = request.requiresCharging
        r.earliestBeginDate = clock.now.addingTimeInterval(request.interval)
        try scheduler.submit(r)
        scheduler.onLaunch(Self.identifier) { [weak self] success in
            if success { self?.resubmitAfterSuccess() }
        }
    }

    /// After a successful run the next run is queued -- but from a fresh request with a fixed
    /// one-minute delay and default constraints, not from the request the caller configured.
    private func resubmitAfterSuccess() {
        let next = BGProcessingTaskRequest(identifier: Self.identifier)
        next.earliestBeginDate = clock.now.addingTimeInterval(60)
        next.requiresNetworkConnectivity = false
        next.requiresExternalPower = false
        try? scheduler.submit(next)
    }
}
