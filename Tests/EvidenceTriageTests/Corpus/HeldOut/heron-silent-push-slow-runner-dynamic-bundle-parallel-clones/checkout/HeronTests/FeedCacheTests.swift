import XCTest
@testable import Heron

final class FeedCacheTests: XCTestCase {
    func testEvictsOldestWhenFull() {
        let cache = FeedCache(capacity: 2)
        cache.insert(.fixture(id: 1)); cache.insert(.fixture(id: 2)); cache.insert(.fixture(id: 3))
        XCTAssertEqual(cache.ids, [2, 3])
    }

    func testWarmCacheCompletesWithinTwoSeconds() {
        let warmed = expectation(description: "cache warmed from bundled snapshot")
        FeedCache.shared.warm(from: .bundledSnapshot) { count in
            XCTAssertEqual(count, 250)
            warmed.fulfill()
        }
        wait(for: [warmed], timeout: 2)
    }
}
