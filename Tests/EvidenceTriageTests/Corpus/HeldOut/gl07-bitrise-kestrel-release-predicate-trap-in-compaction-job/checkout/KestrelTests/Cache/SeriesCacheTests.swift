import Foundation
import SwiftData
import Testing
@testable import Kestrel

@Suite struct SeriesCacheTests {
    let context: ModelContext

    init() throws {
        let container = try ModelContainer(for: IndexedSeriesRow.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        context = ModelContext(container)
    }

    @Test func storeInsertsRows() throws {
        let cache = RecordCache<IndexedSeriesRow>(modelContext: context)
        try cache.store([.fixture(fingerprint: "pace-7d")], for: "pace-7d")
        #expect(try context.fetchCount(FetchDescriptor<IndexedSeriesRow>()) == 1)
    }

    @Test func storeReplacesRowsForFingerprint() throws {
        let cache = RecordCache<IndexedSeriesRow>(modelContext: context)
        try cache.store([.fixture(fingerprint: "pace-7d"), .fixture(fingerprint: "pace-7d")], for: "pace-7d")
        try cache.store([.fixture(fingerprint: "pace-7d")], for: "pace-7d")
        #expect(try context.fetchCount(FetchDescriptor<IndexedSeriesRow>()) == 1)
    }
}
