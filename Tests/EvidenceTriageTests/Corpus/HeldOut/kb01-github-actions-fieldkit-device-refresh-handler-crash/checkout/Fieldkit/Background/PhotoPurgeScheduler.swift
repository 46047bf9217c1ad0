import BackgroundTasks
import os

/// Owns the "com.fieldkit.servicetech.photo-purge" BGProcessingTask that deletes uploaded job photos.
final class PhotoPurgeScheduler {
    static let shared = PhotoPurgeScheduler()
    static let identifier = "com.fieldkit.servicetech.photo-purge"
    private let recorder = DiagnosticRecorder.shared
    private let log = Logger(subsystem: "com.fieldkit.servicetech", category: "Purge")
    var onRun: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.recorder.record(Self.identifier, kind: .processing, phase: .launch, ok: true)
            PhotoStore.shared.purgeUploaded()
            self.onRun?()
            task.setTaskCompleted(success: true)
        }
        recorder.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("photo purge submit failed: \(error as NSError)")
            recorder.record(Self.identifier, kind: .processing, phase: .submission, error: error)
        }
    }
}
