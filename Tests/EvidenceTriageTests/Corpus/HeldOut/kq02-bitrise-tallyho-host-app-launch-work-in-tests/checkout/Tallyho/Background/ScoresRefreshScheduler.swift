import BackgroundTasks
import Foundation

/// Abstraction so the coordinator can be tested with MockTaskScheduler.
protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

final class ScoresRefreshScheduler {
    static let shared = ScoresRefreshScheduler(scheduler: BGTaskScheduler.shared)
    static let identifier = "com.tallyho.app.scores-refresh"

    struct Submission { let succeeded: Bool; let error: Error? }

    private let scheduler: TaskScheduling
    init(scheduler: TaskScheduling) { self.scheduler = scheduler }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            ScoresRefreshCoordinator.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    @discardableResult
    func submitNext(after interval: TimeInterval = 15 * 60) -> Submission {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        var submission = Submission(succeeded: true, error: nil)
        do {
            try DiagnosticsRecorder.shared.tracking(Self.identifier, .appRefresh, .submission) {
                try scheduler.submit(request)
            }
        } catch {
            submission = Submission(succeeded: false, error: error)
        }
        // Logged for the support console; prints before checking the outcome (TH-877).
        print("[Scores] refresh submitted ✓ earliest=\(request.earliestBeginDate!)")
        return submission
    }
}
