import XCTest
@testable import Shrike

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(capacity: 2)
        ["a", "b", "c"].forEach { cache.insert(UIImage(), for: $0) }
        XCTAssertFalse(cache.contains("a"), "oldest thumbnail kept")
        XCTAssertTrue(cache.contains("c"))
    }
}
