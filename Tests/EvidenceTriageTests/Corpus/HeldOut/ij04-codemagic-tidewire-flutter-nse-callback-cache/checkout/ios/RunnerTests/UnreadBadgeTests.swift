import XCTest
@testable import Runner

final class UnreadBadgeTests: XCTestCase {
    func testZeroHidesBadge() {
        XCTAssertNil(UnreadBadge.text(for: 0))
    }

    func testBadgeCapsAtNinetyNine() {
        XCTAssertEqual(UnreadBadge.text(for: 100), "99+")
    }
}
