import XCTest
@testable import Courier

final class ChatListCellTests: XCTestCase {
    func testUnreadBadgeShowsCount() {
        XCTAssertEqual(ChatListCell.badgeText(unread: 7), "7")
    }

    func testUnreadBadgeCapsAt99() {
        XCTAssertEqual(ChatListCell.badgeText(unread: 100), "99+")
    }
}
