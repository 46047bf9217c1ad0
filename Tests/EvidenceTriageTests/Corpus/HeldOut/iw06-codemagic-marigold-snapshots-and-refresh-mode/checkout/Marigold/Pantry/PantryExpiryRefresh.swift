import BackgroundTasks
import os

/// Daily BGAppRefreshTask that re-checks pantry items close to their best-before date.
final class PantryExpiryRefresh {
    static let identifier = "com.marigold.recipes.pantry-expiry"
    private let scheduler: BGTaskScheduler
    private let log = Logger(subsystem: "com.marigold.recipes", category: "ExpiryRefresh")

    init(scheduler: BGTaskScheduler = .shared) { self.scheduler = scheduler }

    func register() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            PantryExpiryChecker.live.run(task as! BGAppRefreshTask)
        }
        EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submitDaily(now: Date = .now) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.date(byAdding: .hour, value: 24, to: now)
        do {
            try scheduler.submit(request)
            EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            EvidenceRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }
}
