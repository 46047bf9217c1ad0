import BackgroundTasks
import Foundation

/// Uploads cargo manifests that were saved offline on the quay (BGProcessingTask).
final class ManifestSyncScheduler {
    static let shared = ManifestSyncScheduler()
    static let identifier = "com.quayside.app.Manifest-Sync"

    private(set) var isRegistered = false

    func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .launch, .succeeded)
            ManifestUploader.shared.uploadPending { task.setTaskCompleted(success: $0) }
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .processing, .registration,
                                          isRegistered ? .succeeded : .failed,
                                          error: isRegistered ? nil : "BGTaskScheduler.Error.notPermitted")
        NSLog("[ManifestSync] register(%@) -> %@", Self.identifier, isRegistered ? "true" : "false")
    }

    func scheduleUpload() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
        } catch {
            let ns = error as NSError
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .failed,
                                              error: "\(ns.domain):\(ns.code)")
            throw error
        }
    }
}
