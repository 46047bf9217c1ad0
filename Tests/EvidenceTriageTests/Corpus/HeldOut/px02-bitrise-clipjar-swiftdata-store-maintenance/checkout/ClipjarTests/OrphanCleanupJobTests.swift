import XCTest
import SwiftData
@testable import Clipjar

@MainActor
final class OrphanCleanupJobTests: XCTestCase {
    func testCleanupRemovesOrphans() throws {
        let storage = try Fixtures.storeWithOrphans(count: 25)
        try OrphanCleanupJob(storage: storage).run()
        XCTAssertEqual(try storage.context.fetchCount(FetchDescriptor<HistoryItemContent>(predicate: #Predicate { $0.item == nil })), 0)
    }

    func testCleanupSkipsWhenFreeSpaceIsBelowStoreSize() throws {
        let storage = try Fixtures.storeWithOrphans(count: 5_000, onSmallVolume: true)
        var job = OrphanCleanupJob(storage: storage)
        job.freeSpace = { Fixtures.storeSize(storage) / 4 }
        XCTAssertEqual(try job.run(), .skippedLowDisk)
    }
}
