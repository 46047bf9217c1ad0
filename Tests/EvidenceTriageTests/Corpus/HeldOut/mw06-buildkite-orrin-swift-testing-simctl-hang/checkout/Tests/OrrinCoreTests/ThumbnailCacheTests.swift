import XCTest
@testable import OrrinCore

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(.fixture("a"), for: "a")
        cache.insert(.fixture("b"), for: "b")
        cache.insert(.fixture("c"), for: "c")
        XCTAssertEqual(cache.keys.sorted(), ["b", "c"])
    }
}
