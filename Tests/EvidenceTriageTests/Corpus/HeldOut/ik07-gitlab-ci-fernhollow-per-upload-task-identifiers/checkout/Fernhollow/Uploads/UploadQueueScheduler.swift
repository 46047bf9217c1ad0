import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Uploads survey photos that were captured offline. Each pending upload gets
/// its own processing request so that one slow upload does not hold the others
/// back (FH-903).
final class UploadQueueScheduler {
    static let uploadTaskIdentifier = "com.fernhollow.app.upload"

    private let queue: UploadQueue
    private let recorder: EvidenceRecorder

    init(queue: UploadQueue, recorder: EvidenceRecorder) {
        self.queue = queue
        self.recorder = recorder
    }

    func schedulePendingUploads() {
        for upload in queue.pending() {
            let request = BGProcessingTaskRequest(identifier: "\(Self.uploadTaskIdentifier).\(upload.id.uuidString)")
            request.requiresNetworkConnectivity = true
            do {
                try BGTaskScheduler.shared.submit(request)
                try? recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
            } catch {
                print("[Uploads] submit \(request.identifier) failed: \(error)")
                try? recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .failed,
                                     error: ErrorType(error))
            }
        }
    }
}
