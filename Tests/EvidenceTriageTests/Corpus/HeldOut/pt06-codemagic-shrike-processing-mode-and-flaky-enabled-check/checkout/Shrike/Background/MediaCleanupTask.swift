import BackgroundTasks
import os

final class MediaCleanupTask {
    static let identifier = "com.shrikejournal.shrike.media-cleanup"
    static let shared = MediaCleanupTask()
    var onRunForTesting: (() -> Void)?
    private let log = Logger(subsystem: "com.shrikejournal.shrike", category: "Cleanup")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            MediaJanitor().sweep { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func submit() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .submission, ok: false, error: error)
            log.error("Could not schedule media cleanup: \(error, privacy: .public)")
            throw error
        }
    }
}
