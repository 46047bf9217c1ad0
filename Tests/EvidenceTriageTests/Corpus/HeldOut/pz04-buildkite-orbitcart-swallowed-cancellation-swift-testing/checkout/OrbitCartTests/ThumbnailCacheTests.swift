import XCTest
@testable import OrbitCart

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(Data([1]), for: "a")
        cache.insert(Data([2]), for: "b")
        _ = cache.value(for: "a")
        cache.insert(Data([3]), for: "c")
        XCTAssertNil(cache.value(for: "b"))
    }
}
