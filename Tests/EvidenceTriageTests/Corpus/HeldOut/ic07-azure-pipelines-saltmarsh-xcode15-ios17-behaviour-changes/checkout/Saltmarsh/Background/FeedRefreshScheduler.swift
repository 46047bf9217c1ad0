import BackgroundTasks
import Foundation

final class FeedRefreshScheduler {
    static let identifier = "fm.saltmarsh.feed-refresh"
    static let shared = FeedRefreshScheduler()
    var onRefreshLaunched: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            Diagnostics.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.onRefreshLaunched?()
            FeedRefreshTask.run(task as! BGAppRefreshTask)
        }
        Diagnostics.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule(after interval: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[FeedRefresh] submit failed: %@", String(describing: error))
            Diagnostics.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
