import BackgroundTasks
import EvidenceRecorder
import UIKit

/// BGProcessingTask (com.spokes.app.ride-upload): uploads finished rides recorded while offline.
/// May be launched while the device is still locked (requiresExternalPower overnight).
final class RideUploadTask {
    static let identifier = "com.spokes.app.ride-upload"
    private let queueStore: PendingRideQueueOpening
    private let uploader: RideUploading
    private let recorder = EvidenceRecorder.shared

    init(queueStore: PendingRideQueueOpening, uploader: RideUploading) {
        self.queueStore = queueStore
        self.uploader = uploader
    }

    /// Returns true when the task did its work (or had none).
    func run(protectedDataAvailable: Bool) async -> Bool {
        recorder.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        do {
            let queue = try queueStore.open()          // SQLite file, NSFileProtectionComplete
            let pending = try queue.pendingRides()
            try await uploader.upload(pending)
            try queue.markUploaded(pending)
            recorder.record(Self.identifier, kind: .processing, phase: .completion, outcome: .succeeded)
            return true
        } catch {
            recorder.record(Self.identifier, kind: .processing, phase: .execution, outcome: .failed, error: ErrorType(error))
            print("[RideUpload] failed: \(error); dropping pending queue to recover")
            try? queueStore.reset()
            return false
        }
    }
}
