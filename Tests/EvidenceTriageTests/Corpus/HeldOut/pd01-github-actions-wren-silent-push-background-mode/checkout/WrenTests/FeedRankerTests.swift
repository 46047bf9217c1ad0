import XCTest
@testable import Wren

final class FeedRankerTests: XCTestCase {
    func testPinnedItemsStayOnTop() {
        let items = [
            FeedItem(id: "fresh-7", publishedAt: .init(timeIntervalSince1970: 1_790_000_000), pinned: false),
            FeedItem(id: "pinned-1", publishedAt: .init(timeIntervalSince1970: 1_780_000_000), pinned: true),
        ]
        let ranked = FeedRanker().rank(items)
        XCTAssertEqual(ranked.first?.id, "pinned-1")
    }

    func testOlderItemsSinkBelowNewer() {
        let a = FeedItem(id: "a", publishedAt: .init(timeIntervalSince1970: 10), pinned: false)
        let b = FeedItem(id: "b", publishedAt: .init(timeIntervalSince1970: 20), pinned: false)
        XCTAssertEqual(FeedRanker().rank([a, b]).map(\.id), ["b", "a"])
    }
}
