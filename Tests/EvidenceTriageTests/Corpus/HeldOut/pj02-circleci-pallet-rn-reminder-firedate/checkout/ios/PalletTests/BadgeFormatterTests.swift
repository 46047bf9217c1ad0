import XCTest
@testable import Pallet

final class BadgeFormatterTests: XCTestCase {
    func testBadgeCapsAt99() {
        XCTAssertEqual(BadgeFormatter.text(for: 140), "99+")
    }

    func testBadgeHiddenAtZero() {
        XCTAssertNil(BadgeFormatter.text(for: 0))
    }
}
