//
//  CatalogCompactionJob.swift
//  Orrery
//
//  Runs inside the com.orrery.catalog-compaction BGProcessingTask: merges the
//  per-night observation shards into the star catalog cache.
//

import Foundation

protocol CatalogStore: AnyObject, Sendable {
    func replaceRows(_ rows: [CatalogRow]) throws
}

struct CatalogRow: Hashable, Sendable {
    let objectID: String
    let magnitude: Double
}

final class CatalogCompactionJob: @unchecked Sendable {
    private let store: any CatalogStore
    private var merged: [CatalogRow] = []

    init(store: any CatalogStore) {
        self.store = store
    }

    func run(shards: [[CatalogRow]]) async throws {
        merged.removeAll(keepingCapacity: true)
        await withTaskGroup(of: Void.self) { group in
            for shard in shards {
                group.addTask { self.merge(shard) }
            }
        }
        try Task.checkCancellation()
        try store.replaceRows(merged)
    }

    private func merge(_ shard: [CatalogRow]) {
        merged.append(contentsOf: shard)
    }
}
