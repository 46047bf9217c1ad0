import XCTest
@testable import Quarry

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(UIImage(), for: "a")
        cache.insert(UIImage(), for: "b")
        cache.insert(UIImage(), for: "c")
        XCTAssertEqual(cache.keys, ["b", "c"])
    }
}
