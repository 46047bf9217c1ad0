import XCTest
@testable import Fernpost

final class ThumbnailCacheTests: XCTestCase {
    private let pixel = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }

    func testHitReturnsStoredImage() {
        let cache = ThumbnailCache(capacity: 4)
        cache.store(pixel, for: "a")
        XCTAssertNotNil(cache.image(for: "a"))
    }

    func testEvictsLeastRecentlyUsed() {
        let cache = ThumbnailCache(capacity: 2)
        cache.store(pixel, for: "a")
        cache.store(pixel, for: "b")
        _ = cache.image(for: "a")
        cache.store(pixel, for: "c")
        XCTAssertNil(cache.image(for: "b"))
        XCTAssertNotNil(cache.image(for: "a"))
    }

    func testConcurrentStoreAndEvict() {
        let cache = ThumbnailCache(capacity: 50)
        DispatchQueue.concurrentPerform(iterations: 400) { i in
            cache.store(pixel, for: "entry-\(i)")
            if i % 25 == 0 {
                cache.evictIfNeeded()
            }
        }
        XCTAssertLessThanOrEqual(cache.count, 50)
    }

    func testRemoveAllEmptiesCache() {
        let cache = ThumbnailCache()
        cache.store(pixel, for: "a")
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
    }
}
