import XCTest
@testable import Runner

final class BadgeFormatterTests: XCTestCase {
    func testUnreadBadgeShowsExactCount() {
        XCTAssertEqual(BadgeFormatter.label(for: 12), "12")
    }

    func testUnreadBadgeCapsAtNinetyNine() {
        XCTAssertEqual(BadgeFormatter.label(for: 100), "99+")
    }
}
