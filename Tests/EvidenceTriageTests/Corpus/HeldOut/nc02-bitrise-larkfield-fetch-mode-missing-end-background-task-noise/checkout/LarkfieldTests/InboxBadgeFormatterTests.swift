import XCTest
@testable import Larkfield

final class InboxBadgeFormatterTests: XCTestCase {
    func testBadgeHiddenAtZero() {
        XCTAssertNil(InboxBadgeFormatter().text(forUnread: 0))
    }

    func testBadgeCapsAt99() {
        XCTAssertEqual(InboxBadgeFormatter().text(forUnread: 100), "99+")
    }
}
