import XCTest
@testable import Tern

final class ThumbnailCacheTests: XCTestCase {
    func testEvictsLeastRecentlyUsed() {
        let cache = ThumbnailCache(capacityBytes: 3 * 64 * 64 * 4)
        for i in 0..<4 { cache.insert(ThumbnailFixture.image(64), for: "t\(i)") }
        XCTAssertNil(cache.image(for: "t0"))
    }
}
