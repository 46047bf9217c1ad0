import XCTest
@testable import Tallyhome

final class ItemCountBadgeTests: XCTestCase {
    func testBadgeShowsCount() {
        XCTAssertEqual(ItemCountBadge.text(for: 7), "7")
    }

    func testBadgeCapsAt99() {
        XCTAssertEqual(ItemCountBadge.text(for: 140), "99+")
    }
}
