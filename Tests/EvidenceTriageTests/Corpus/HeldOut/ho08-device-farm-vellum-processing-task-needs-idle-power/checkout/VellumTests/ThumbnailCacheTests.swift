import UIKit
import XCTest
@testable import Vellum

final class ThumbnailCacheTests: XCTestCase {
    private let pixel = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }

    func testInsertAndLookup() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(pixel, for: "a")
        XCTAssertNotNil(cache.image(for: "a"))
    }

    func testEvictsLeastRecentlyUsed() {
        let cache = ThumbnailCache(capacity: 2)
        cache.insert(pixel, for: "a")
        cache.insert(pixel, for: "b")
        _ = cache.image(for: "a")          // "a" is now the most recently used
        cache.insert(pixel, for: "c")
        XCTAssertEqual(cache.keys.sorted(), ["a", "c"])
    }
}
