import XCTest
@testable import Harrowgate

final class InboxMergeTests: XCTestCase {
    func testUnreadCountMerges() {
        let local = Inbox(threads: [.fixture(id: "a", unread: 2), .fixture(id: "b", unread: 0)])
        let remote = Inbox(threads: [.fixture(id: "a", unread: 1), .fixture(id: "c", unread: 4)])
        XCTAssertEqual(local.merged(with: remote).unreadCount, 5)
    }
}
