import XCTest
@testable import Kestrel

final class ThumbnailCacheTests: XCTestCase {
    func testHitReturnsSameImage() {
        let cache = ThumbnailCache(budgetBytes: 1_000)
        cache.insert(.fixture(bytes: 100), for: "a")
        XCTAssertNotNil(cache.image(for: "a"))
    }

    func testEvictsOldestWhenOverBudget() {
        let cache = ThumbnailCache(budgetBytes: 250)
        cache.insert(.fixture(bytes: 100), for: "a")
        cache.insert(.fixture(bytes: 100), for: "b")
        _ = cache.image(for: "a")                     // touch "a"
        cache.insert(.fixture(bytes: 100), for: "c")  // over budget -> evict least recently used ("b")
        XCTAssertNil(cache.image(for: "b"))
        XCTAssertNotNil(cache.image(for: "a"))
    }
}
