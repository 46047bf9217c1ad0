import BackgroundTasks
import os

final class CleanupScheduler {
    static let shared = CleanupScheduler()
    static let identifier = "com.harborpost.app.cleanup"
    private let log = Logger(subsystem: "com.harborpost.app", category: "Cleanup")
    var recorder: DiagnosticRecorder = .shared

    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        recorder.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func scheduleCleanup(after interval: TimeInterval = 6 * 3600) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = false
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("submit \(Self.identifier, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
            recorder.record(Self.identifier, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func run(_ task: BGProcessingTask) {
        let op = AttachmentCleanupOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = { task.setTaskCompleted(success: !op.isCancelled) }
        OperationQueue().addOperation(op)
    }
}
