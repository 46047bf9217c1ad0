import XCTest
@testable import Ostrich

final class ArticleListViewModelTests: XCTestCase {
    func testUnreadBadgeCountExcludesMuted() {
        let vm = ArticleListViewModel(
            articles: [.fixture(feed: "a", read: false), .fixture(feed: "b", read: false), .fixture(feed: "b", read: true)],
            mutedFeedIDs: ["b"])
        XCTAssertEqual(vm.unreadBadgeCount, 1)
    }
}
