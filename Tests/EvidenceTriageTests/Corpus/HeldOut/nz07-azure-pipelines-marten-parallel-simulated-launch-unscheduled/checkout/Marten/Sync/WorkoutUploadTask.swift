import BackgroundTasks
import os

enum WorkoutUploadTask {
    static let identifier = "com.martenfit.marten.upload"
    private static let log = Logger(subsystem: "com.martenfit.marten", category: "Upload")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .launch, ok: true)
            WorkoutUploader.shared.uploadPending { ok in task.setTaskCompleted(success: ok) }
        }
        log.info("register \(identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .registration, ok: ok)
    }

    /// Only submits when there are workouts waiting and the app goes to background.
    static func scheduleIfNeeded() {
        guard WorkoutStore.shared.pendingCount > 0 else { return }
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }
}
