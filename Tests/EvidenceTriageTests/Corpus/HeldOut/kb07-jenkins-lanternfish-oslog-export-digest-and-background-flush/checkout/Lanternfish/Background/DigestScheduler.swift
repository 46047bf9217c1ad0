import BackgroundTasks
import os

/// Overnight "com.lanternfish.chat.digest" BGProcessingTask that prepares the morning digest.
final class DigestScheduler {
    static let shared = DigestScheduler()
    static let identifier = "com.lanternfish.chat.digest"
    private let log = Logger(subsystem: "com.lanternfish.chat", category: "Digest")
    var onRun: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, ok: true)
            DigestComposer().composeMorningDigest { ok in
                self.onRun?()
                task.setTaskCompleted(success: ok)
            }
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func submit(at date: Date) {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = date
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("digest submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, error: error)
        }
    }
}
