import BackgroundTasks
import Foundation

final class PhotoUploadTask {
    static let shared = PhotoUploadTask()

    @discardableResult
    func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIDs.photoUpload, using: nil) { task in
            PhotoUploader.live.run(task: task as! BGProcessingTask)
        }
        NSLog("[Fieldmason] register %@ -> %@", BackgroundTaskIDs.photoUpload, ok ? "true" : "false")
        Diagnostics.record(BackgroundTaskIDs.photoUpload, kind: .processing, phase: .registration, ok: ok)
        return ok
    }

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIDs.photoUpload)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(BackgroundTaskIDs.photoUpload, kind: .processing, phase: .submission, ok: true)
        } catch {
            NSLog("[Upload] submit %@ failed: %@", BackgroundTaskIDs.photoUpload, "\(error)")
            Diagnostics.record(BackgroundTaskIDs.photoUpload, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
