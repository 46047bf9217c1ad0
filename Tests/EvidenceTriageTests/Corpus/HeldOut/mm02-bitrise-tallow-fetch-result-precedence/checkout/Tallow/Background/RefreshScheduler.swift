import BackgroundTasks
import EvidenceRecorder

final class RefreshScheduler {
    static let refreshID = "com.tallow.mail.inbox-refresh"
    let scheduler: BGTaskScheduler
    init(scheduler: BGTaskScheduler = .shared) { self.scheduler = scheduler }

    func submitRefresh(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            try? EvidenceRecorder.shared.record(.init(Self.refreshID), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? EvidenceRecorder.shared.record(.init(Self.refreshID), kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
