import BackgroundTasks
import EvidenceRecorder
import Foundation

final class PhotoUploadScheduler {
    private let scheduler: TaskScheduling

    init(scheduler: TaskScheduling) {
        self.scheduler = scheduler
    }

    /// Uploads of full-resolution job photos wait for power and Wi-Fi.
    func schedulePendingUploads(requiresPower: Bool) throws {
        let request = BGProcessingTaskRequest(identifier: CopperlineTask.photoUpload)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = requiresPower
        do {
            try scheduler.submit(request) { PhotoUploadQueue.shared.drain() }
            try? AppDelegate.recorder.record(CopperlineTask.photoUpload, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[PhotoUpload] submit failed: %@", "\(error)")
            try? AppDelegate.recorder.record(CopperlineTask.photoUpload, kind: .processing, phase: .submission,
                                             outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
