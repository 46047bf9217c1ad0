import XCTest
@testable import PuffinFeed

final class FeedCacheTests: XCTestCase {
    func testStoresAndReadsBack() throws {
        let cache = FeedCache(capacity: 3)
        cache.insert(.fixture(id: "a"), at: .init(timeIntervalSince1970: 10))
        XCTAssertEqual(cache.item(id: "a")?.id, "a")
    }

    func testEvictsOldestEntryFirst() throws {
        let cache = FeedCache(capacity: 2)
        cache.insert(.fixture(id: "old"), at: .init(timeIntervalSince1970: 10))
        cache.insert(.fixture(id: "mid"), at: .init(timeIntervalSince1970: 20))
        cache.insert(.fixture(id: "new"), at: .init(timeIntervalSince1970: 30))

        XCTAssertEqual(cache.ids.sorted(), ["mid", "new"])
    }
}
