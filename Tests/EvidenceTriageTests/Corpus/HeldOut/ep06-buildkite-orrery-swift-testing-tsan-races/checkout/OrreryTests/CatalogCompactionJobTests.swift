//
//  CatalogCompactionJobTests.swift
//  OrreryTests
//

import Testing
@testable import Orrery

final class InMemoryCatalogStore: CatalogStore, @unchecked Sendable {
    private(set) var rows: [CatalogRow] = []
    func replaceRows(_ rows: [CatalogRow]) throws { self.rows = rows }
}

@Suite struct CatalogCompactionJobTests {
    private func shards(count: Int, rowsEach: Int) -> [[CatalogRow]] {
        (0..<count).map { s in
            (0..<rowsEach).map { CatalogRow(objectID: "HIP\(s * 1000 + $0)", magnitude: Double($0) / 10) }
        }
    }

    @Test func compactsSingleShard() async throws {
        let store = InMemoryCatalogStore()
        try await CatalogCompactionJob(store: store).run(shards: shards(count: 1, rowsEach: 40))
        #expect(store.rows.count == 40)
    }

    @Test func compactsInParallelWithoutLosingRows() async throws {
        let store = InMemoryCatalogStore()
        try await CatalogCompactionJob(store: store).run(shards: shards(count: 20, rowsEach: 25))
        #expect(store.rows.count == 500)
    }

    @Test func cancellationLeavesStoreUntouched() async throws {
        let store = InMemoryCatalogStore()
        let job = CatalogCompactionJob(store: store)
        let task = Task { try await job.run(shards: shards(count: 4, rowsEach: 10)) }
        task.cancel()
        _ = await task.result
        #expect(store.rows.isEmpty)
    }
}
