import XCTest
@testable import Trailmark

final class OfflineTileCacheTests: XCTestCase {
    func testEvictsOldestPackFirst() throws {
        let cache = OfflineTileCache(limitBytes: 300, clock: FixedClock())
        try cache.store(pack: .init(id: "yosemite", bytes: 150), at: .days(ago: 9))
        try cache.store(pack: .init(id: "tahoe", bytes: 100), at: .days(ago: 2))
        try cache.store(pack: .init(id: "sequoia", bytes: 120), at: .days(ago: 0))
        XCTAssertEqual(cache.packIDs.sorted(), ["sequoia", "tahoe"])
    }
}
