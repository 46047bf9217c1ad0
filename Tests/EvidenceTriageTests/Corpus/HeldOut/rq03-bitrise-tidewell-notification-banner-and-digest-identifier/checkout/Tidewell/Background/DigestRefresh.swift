import BackgroundTasks
import os

final class DigestRefresh {
    static let shared = DigestRefresh()
    static let identifier = "com.tidewell.app.digest-refresh"
    private let log = Logger(subsystem: "com.tidewell.app", category: "Digest")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            TideDigest.build { task.setTaskCompleted(success: $0) }
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 5), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
