import BackgroundTasks
import os

final class MailboxRefreshScheduler {
    static let shared = MailboxRefreshScheduler()
    static let identifier = "com.larkspur.mail.refresh"

    private let log = Logger(subsystem: "com.larkspur.mail", category: "Refresh")
    private let scheduler: TaskScheduling

    init(scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.scheduler = scheduler
    }

    func registerHandler() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            MailboxRefreshHandler.live.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
    }

    @discardableResult
    func submitNextRefresh(after interval: TimeInterval = 15 * 60) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            log.error("refresh submit failed: \(error.localizedDescription, privacy: .public)")
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
            return false
        }
    }
}
