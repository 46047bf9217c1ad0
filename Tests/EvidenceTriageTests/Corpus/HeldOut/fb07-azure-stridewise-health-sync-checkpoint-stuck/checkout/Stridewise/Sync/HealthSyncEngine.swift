import Foundation

/// Uploads Apple Health samples page by page and advances a persisted checkpoint.
final class HealthSyncEngine {
    private let source: HealthSampleSource
    private let api: WearablesAPI
    private let checkpoints: CheckpointStore
    private let log = StrideLog(category: "sync")

    init(source: HealthSampleSource, api: WearablesAPI, checkpoints: CheckpointStore) {
        self.source = source
        self.api = api
        self.checkpoints = checkpoints
    }

    /// Runs up to `maxBatches` pages. Returns the number of pages uploaded.
    @discardableResult
    func run(maxBatches: Int = 20) async throws -> Int {
        var uploaded = 0
        while uploaded < maxBatches {
            let cursor = checkpoints.current
            guard let batch = try await source.nextBatch(after: cursor) else { break }
            let response = try await api.uploadBatch(batch)
            log.info("batch \(batch.id) status=\(response.status) items_processed=\(response.itemsProcessed)")
            // Only move forward when the server actually stored something new.
            if response.status == .success && response.itemsProcessed > 0 {
                checkpoints.advance(to: batch.endCursor)
            }
            uploaded += 1
        }
        return uploaded
    }
}
