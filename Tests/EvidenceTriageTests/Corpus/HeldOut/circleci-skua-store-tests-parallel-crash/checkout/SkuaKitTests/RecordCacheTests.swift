import Foundation
import Testing
@testable import SkuaKit

@Suite struct RecordCacheTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RecordCacheTests-\(UUID())")

    @Test func cachesRecordsUntilSyncCompletes() throws {
        let cache = try RecordCache(directory: directory)
        try cache.append(.fixture(count: 3))
        #expect(try cache.pending().count == 3)
    }

    @Test func reopensStoreFromDisk() throws {
        do {
            let cache = try RecordCache(directory: directory)
            try cache.append(.fixture(count: 2))
        }
        let reopened = try RecordCache(directory: directory)
        #expect(try reopened.pending().count == 2)
    }
}
