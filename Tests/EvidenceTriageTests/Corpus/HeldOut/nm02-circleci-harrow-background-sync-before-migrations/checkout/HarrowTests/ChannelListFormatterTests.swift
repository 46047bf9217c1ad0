import XCTest
@testable import Harrow

final class ChannelListFormatterTests: XCTestCase {
    func testUnreadBadgeShowsCount() {
        XCTAssertEqual(ChannelListFormatter.badge(unread: 7), "7")
    }

    func testUnreadBadgeCapsAt99() {
        XCTAssertEqual(ChannelListFormatter.badge(unread: 140), "99+")
    }
}
