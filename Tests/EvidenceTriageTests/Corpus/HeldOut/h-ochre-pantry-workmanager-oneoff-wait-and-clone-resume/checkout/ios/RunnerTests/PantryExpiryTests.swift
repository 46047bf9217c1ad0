import XCTest
@testable import Runner

final class PantryExpiryTests: XCTestCase {
    func testExpiringSoonBadge() {
        XCTAssertEqual(PantryItem.fixture(daysLeft: 2).badge, "Use soon")
    }
}
