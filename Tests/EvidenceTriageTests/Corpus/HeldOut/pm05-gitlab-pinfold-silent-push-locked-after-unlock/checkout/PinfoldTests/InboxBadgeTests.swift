import XCTest
@testable import Pinfold

final class InboxBadgeTests: XCTestCase {
    func testBadgeCountsUnreadThreads() {
        let threads = [Thread.fixture(unread: 3), Thread.fixture(unread: 0), Thread.fixture(unread: 1)]
        XCTAssertEqual(InboxBadge.count(for: threads), 2)
    }
}
