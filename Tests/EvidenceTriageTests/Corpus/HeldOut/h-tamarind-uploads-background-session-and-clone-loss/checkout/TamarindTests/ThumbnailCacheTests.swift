import XCTest
@testable import Tamarind

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(limit: 2)
        cache.insert(.fixture("a")); cache.insert(.fixture("b")); cache.insert(.fixture("c"))
        XCTAssertEqual(cache.keys, ["b", "c"])
    }
}
