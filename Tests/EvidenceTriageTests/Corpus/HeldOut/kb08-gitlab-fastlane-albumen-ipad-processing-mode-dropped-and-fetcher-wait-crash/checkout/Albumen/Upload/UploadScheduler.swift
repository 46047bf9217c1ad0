import BackgroundTasks
import os

/// Nightly "com.albumen.photos.upload" BGProcessingTask that uploads the day's originals.
final class UploadScheduler {
    static let shared = UploadScheduler()
    static let identifier = "com.albumen.photos.upload"
    private let log = Logger(subsystem: "com.albumen.photos", category: "Upload")
    var onRun: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, ok: true)
            PhotoUploadJob.shared.run(task as! BGProcessingTask) { self.onRun?() }
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func submitNightly() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("nightly upload submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, error: error)
        }
    }
}
