import XCTest
@testable import Lumen

final class ThumbnailCacheTests: XCTestCase {
    private let image = UIImage(systemName: "photo")!

    func testEvictsOldestBeyondCapacity() {
        let cache = ThumbnailCache(capacity: 2)
        cache.store(image, for: "a")
        cache.store(image, for: "b")
        cache.store(image, for: "c")
        XCTAssertNil(cache.image(for: "a"))
        XCTAssertNotNil(cache.image(for: "c"))
    }

    func testConcurrentLookupsReturnSameImage() {
        let cache = ThumbnailCache(capacity: 50)
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            let key = "asset-\(i % 80)"
            if cache.image(for: key) == nil {
                cache.store(image, for: key)
            }
        }
        XCTAssertNotNil(cache.image(for: "asset-79"))
    }

    func testRemoveAllEmptiesCache() {
        let cache = ThumbnailCache()
        cache.store(image, for: "a")
        cache.removeAll()
        XCTAssertNil(cache.image(for: "a"))
    }

    func testStoreReplacesExistingImage() {
        let cache = ThumbnailCache()
        let other = UIImage(systemName: "star")!
        cache.store(image, for: "a")
        cache.store(other, for: "a")
        XCTAssertTrue(cache.image(for: "a") === other)
    }
}
