import BackgroundTasks
import os

/// Downloads tomorrow's sailing manifests overnight, on power and network.
enum ManifestSyncTask {
    static let identifier = "com.harborline.app.manifest-sync"
    static var onRun: (() -> Void)?
    private static let log = Logger(subsystem: "com.harborline.app", category: "ManifestSync")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            EvidenceRecorder.shared.record(identifier, .processing, .launch, .succeeded)
            onRun?()
            task.setTaskCompleted(success: true)
        }
        EvidenceRecorder.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func schedule(earliest: Date) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceRecorder.shared.record(identifier, .processing, .submission, .succeeded)
        } catch {
            log.error("manifest-sync submit failed: \(error as NSError, privacy: .public)")
            EvidenceRecorder.shared.record(identifier, .processing, .submission, .failed, error: error)
        }
    }
}
