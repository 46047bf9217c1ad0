import XCTest
@testable import Quillpost

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsOldestFirst() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(.placeholder, for: "a")
        cache.insert(.placeholder, for: "b")
        _ = cache.image(for: "a")            // touch "a" so "b" is the least recently used
        cache.insert(.placeholder, for: "c")

        XCTAssertEqual(cache.keys.sorted(), ["a", "c"])
    }
}
