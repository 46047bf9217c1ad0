import BackgroundTasks
import EvidenceRecorder
import Foundation

final class TideRefreshScheduler {
    static let identifier = "app.tidemark.ios.tide-refresh"
    static let shared = TideRefreshScheduler()

    private let store: TideStore

    init(store: TideStore = .shared) {
        self.store = store
    }

    /// Asks the system to launch the app for a tide-table refresh no earlier than `earliest` seconds from now.
    func schedule(earliest: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? AppDelegate.recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] tide-refresh submit failed: %@", "\(error)")
            try? AppDelegate.recorder.record(Self.identifier, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        schedule(earliest: 15 * 60)
        let work = Task {
            do {
                try await store.refreshPredictions()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
