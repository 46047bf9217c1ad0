import BackgroundTasks
import Foundation

/// Uploads new assets in batches. On expiration the job stops after the current
/// batch; the checkpoint says which assets are already on the server.
final class PhotoBackupJob {
    static let shared = PhotoBackupJob(uploader: .live, checkpoints: .shared)

    private let uploader: AssetUploader
    private let checkpoints: CheckpointStore
    private(set) var uploadedAssetIDs: [String] = []
    private var cancelled = false

    init(uploader: AssetUploader, checkpoints: CheckpointStore) {
        self.uploader = uploader
        self.checkpoints = checkpoints
    }

    func cancel() { cancelled = true }

    func run(assets: [String]) async throws {
        cancelled = false
        let start = checkpoints.lastUploadedIndex.map { $0 + 1 } ?? 0
        var index = start
        for batch in assets[start...].chunked(into: 3) {
            if cancelled { return }
            try await uploader.upload(batch)
            uploadedAssetIDs.append(contentsOf: batch)
            index += batch.count
        }
        // Checkpoint is written once the whole run finishes.
        checkpoints.lastUploadedIndex = index - 1
    }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { self.cancel() }
        Task {
            let ok = (try? await run(assets: PhotoLibrary.shared.pendingAssetIDs())) != nil
            task.setTaskCompleted(success: ok && !cancelled)
        }
    }
}
