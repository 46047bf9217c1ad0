import XCTest
@testable import Murmur

final class RoomSummaryFormatterTests: XCTestCase {
    private let formatter = RoomSummaryFormatter()

    func testNoBadgeWhenRead() {
        XCTAssertNil(formatter.unreadBadge(0))
    }

    func testUnreadBadgeCapsAt99() {
        XCTAssertEqual(formatter.unreadBadge(99), "99")
        XCTAssertEqual(formatter.unreadBadge(100), "99+")
        XCTAssertEqual(formatter.unreadBadge(2400), "99+")
    }
}
