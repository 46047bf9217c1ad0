import XCTest
@testable import Brindle

final class UnreadBadgeTests: XCTestCase {
    func testBadgeCountsUnreadThreads() {
        let inbox = Inbox.fixture(unread: 3)
        XCTAssertEqual(InboxBadge(inbox: inbox).count, 3)
    }

    func testBadgeClearedWhenThreadRead() async {
        let inbox = Inbox.fixture(unread: 1)
        await inbox.markRead(inbox.threads[0].id)
        XCTAssertEqual(InboxBadge(inbox: inbox).count, 0)
    }
}
