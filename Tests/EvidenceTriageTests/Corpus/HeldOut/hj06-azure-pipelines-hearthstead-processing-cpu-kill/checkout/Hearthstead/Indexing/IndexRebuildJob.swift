import Foundation

/// Rebuilds the on-device search index (scene labels + text embeddings) for the
/// whole library. Runs overnight as a BGProcessingTask; resumable per batch.
final class IndexRebuildJob {
    struct Configuration {
        var batchSize = 350
        /// Workers used for embedding. Background runs are expected to stay
        /// well under the CPU monitor's limits.
        var workerCount: Int
    }

    private let library: PhotoLibraryReading
    private let index: SearchIndexWriting
    private let embedder: ImageEmbedding
    private let checkpoints: CheckpointStore
    private let log = HearthLog(category: "Index")
    private(set) var configuration: Configuration

    init(library: PhotoLibraryReading, index: SearchIndexWriting, embedder: ImageEmbedding,
         checkpoints: CheckpointStore, runContext: RunContext) {
        self.library = library
        self.index = index
        self.embedder = embedder
        self.checkpoints = checkpoints
        // One worker per core keeps the foreground "Rebuild now" button fast.
        self.configuration = Configuration(workerCount: ProcessInfo.processInfo.activeProcessorCount)
        log.info("index rebuild configured: context=\(runContext) workers=\(configuration.workerCount)")
    }

    func run(isCancelled: @escaping () -> Bool) async throws {
        let assets = try library.assetIdentifiers(after: checkpoints.lastCommitted)
        let batches = stride(from: 0, to: assets.count, by: configuration.batchSize).map {
            Array(assets[$0 ..< min($0 + configuration.batchSize, assets.count)])
        }
        for (number, batch) in batches.enumerated() {
            if isCancelled() { throw CancellationError() }
            log.info("batch \(number + 1)/\(batches.count): \(batch.count) assets")
            let vectors = try await embedBatch(batch)
            try index.commit(vectors)
            checkpoints.commit(batch.last!)
        }
    }

    private func embedBatch(_ batch: [String]) async throws -> [String: [Float]] {
        try await withThrowingTaskGroup(of: (String, [Float]).self) { group in
            var results: [String: [Float]] = [:]
            var next = batch.makeIterator()
            for _ in 0 ..< configuration.workerCount {
                guard let id = next.next() else { break }
                group.addTask { [embedder, library] in (id, try embedder.embed(library.image(for: id))) }
            }
            while let (id, vector) = try await group.next() {
                results[id] = vector
                if let nextID = next.next() {
                    group.addTask { [embedder, library] in (nextID, try embedder.embed(library.image(for: nextID))) }
                }
            }
            return results
        }
    }
}
