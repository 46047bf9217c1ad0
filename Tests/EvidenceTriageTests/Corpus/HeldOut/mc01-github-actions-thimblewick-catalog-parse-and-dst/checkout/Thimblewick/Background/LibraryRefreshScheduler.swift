import BackgroundTasks
import os

final class LibraryRefreshScheduler {
    static let shared = LibraryRefreshScheduler()
    static let identifier = "com.thimblewick.reader.library-refresh"
    var onRun: (() -> Void)?
    private let log = Logger(subsystem: "com.thimblewick.reader", category: "refresh")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule(earliest: Date) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            print("Could not schedule library refresh: \(error)")
            DiagnosticsRecorder.record(Self.identifier, kind: .appRefresh, phase: .submission, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        schedule(earliest: Date(timeIntervalSinceNow: 4 * 3600))
        let op = LibraryRefreshOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { [weak self] in
            task.setTaskCompleted(success: !op.isCancelled)
            self?.onRun?()
        }
        OperationQueue.main.addOperation(op)
    }
}
