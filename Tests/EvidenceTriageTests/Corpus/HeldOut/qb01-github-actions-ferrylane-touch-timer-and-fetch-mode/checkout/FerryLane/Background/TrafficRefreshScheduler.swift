import BackgroundTasks
import os

final class TrafficRefreshScheduler {
    static let identifier = "com.ferrylane.nav.traffic-refresh"
    private let scheduler: BGTaskScheduler
    private let log = Logger(subsystem: "com.ferrylane.nav", category: "BackgroundRefresh")
    private(set) var lastSubmittedIdentifier: String?

    init(scheduler: BGTaskScheduler) { self.scheduler = scheduler }

    func submitNextRefresh(after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            lastSubmittedIdentifier = request.identifier
        } catch {
            log.error("submit \(Self.identifier, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
            throw error
        }
    }
}
