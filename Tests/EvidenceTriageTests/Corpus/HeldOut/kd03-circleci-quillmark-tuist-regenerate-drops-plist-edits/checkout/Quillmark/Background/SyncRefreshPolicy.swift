import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

final class SyncRefreshPolicy {
    static let shared = SyncRefreshPolicy(scheduler: BGTaskScheduler.shared)

    /// Test hook: called when a background sync pass finishes.
    static var onSyncFinished: (() -> Void)?

    /// Never ask for a sync sooner than this.
    static let minimumInterval: TimeInterval = 15 // minutes

    private let scheduler: TaskScheduling
    private let now: () -> Date

    init(scheduler: TaskScheduling, now: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler
        self.now = now
    }

    func scheduleNextRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundTasks.sync)
        request.earliestBeginDate = now().addingTimeInterval(Self.minimumInterval)
        do {
            try scheduler.submit(request)
            if scheduler is BGTaskScheduler {
                DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .appRefresh,
                                                  phase: .submission, succeeded: true, error: nil)
            }
        } catch {
            NSLog("[Sync] submit %@ failed: %@", request.identifier, String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: .appRefresh,
                                              phase: .submission, succeeded: false, error: error)
            throw error
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        try? scheduleNextRefresh()
        let work = Task {
            task.setTaskCompleted(success: await NotesSync.shared.pull())
            Self.onSyncFinished?()
        }
        task.expirationHandler = { work.cancel() }
    }
}
