import XCTest
@testable import Pinecrest

final class OfflineMapCacheTests: XCTestCase {

    func testEvictsOldestTile() throws {
        let cache = try OfflineMapCache.temporary(limit: 2)
        try cache.store(tile: .fixture(x: 1), at: Date(timeIntervalSince1970: 1))
        try cache.store(tile: .fixture(x: 2), at: Date(timeIntervalSince1970: 2))
        try cache.store(tile: .fixture(x: 3), at: Date(timeIntervalSince1970: 3))
        XCTAssertNil(cache.tile(x: 1))
    }
}
