import XCTest
@testable import Tallowmere

final class PantryExpiryTests: XCTestCase {
    func testExpiringSoonUsesStartOfDay() {
        let calendar = Calendar(identifier: .gregorian)
        let now = PantryFixtures.date("2026-06-03T22:30:00Z")
        let item = PantryItem(name: "yogurt", expires: PantryFixtures.date("2026-06-05T06:00:00Z"))
        XCTAssertTrue(PantryExpiry(calendar: calendar, now: now).isExpiringSoon(item))
    }
}
