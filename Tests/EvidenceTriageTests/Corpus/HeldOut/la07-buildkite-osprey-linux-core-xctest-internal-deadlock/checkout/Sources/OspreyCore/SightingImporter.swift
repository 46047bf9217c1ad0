import Foundation

/// Imports sightings in batches of 500 (#288). Runs inside the iOS app's BGProcessingTask and
/// on the Linux sync worker.
public final class SightingImporter {
    let db: SightingDatabase
    let cache: SightingCache
    public private(set) var cursor: Int?

    public init(db: SightingDatabase, cache: SightingCache) { self.db = db; self.cache = cache }

    public func importBatch(_ batch: [Sighting]) throws {
        // BUG: inserts without an upsert key, so re-importing the same batch duplicates rows.
        try db.insert(batch)
        // BUG: the cursor moves before the cache write; if the cache write throws, the cursor
        // already claims the batch and the cached view misses it.
        cursor = (cursor ?? 0) + batch.count
        try cache.store(batch)
    }
}
