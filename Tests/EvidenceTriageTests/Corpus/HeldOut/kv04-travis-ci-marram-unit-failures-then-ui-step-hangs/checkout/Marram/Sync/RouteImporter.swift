import Foundation

struct RouteImporter {
    let store: RouteStore
    func importBatch(_ batch: RouteBatch) throws {
        for route in batch.routes {
            // BUG: insert, not upsert on route.remoteID, so a retried batch duplicates rows.
            try store.insert(route)
        }
    }
}
