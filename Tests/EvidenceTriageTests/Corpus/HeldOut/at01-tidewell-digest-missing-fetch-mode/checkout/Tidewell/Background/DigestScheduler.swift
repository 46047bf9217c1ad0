import BackgroundTasks
import os

final class DigestScheduler {
    static let taskIdentifier = "com.tidewell.app.digest-refresh"
    private let taskScheduler: BGTaskScheduler
    private let log = Logger(subsystem: "com.tidewell.app", category: "digest")

    init(taskScheduler: BGTaskScheduler) { self.taskScheduler = taskScheduler }

    func register() {
        let ok = taskScheduler.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.taskIdentifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submitDigestRefresh(earliest: Date?) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = earliest
        do {
            try taskScheduler.submit(request)
            DiagnosticRecorder.shared.record(Self.taskIdentifier, .appRefresh, .submission, .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(Self.taskIdentifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }
}
