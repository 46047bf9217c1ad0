import XCTest
@testable import Bramble

final class InboxRowFormatterTests: XCTestCase {
    func testUnreadBadgeCap() {
        XCTAssertEqual(InboxRowFormatter.badge(unread: 140), "99+")
    }
    func testUnreadBadgeSmall() {
        XCTAssertEqual(InboxRowFormatter.badge(unread: 7), "7")
    }
}
