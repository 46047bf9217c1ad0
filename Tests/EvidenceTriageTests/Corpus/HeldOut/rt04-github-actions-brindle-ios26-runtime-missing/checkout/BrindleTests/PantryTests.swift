import XCTest
@testable import Brindle

final class PantryTests: XCTestCase {
    func testExpiryBadgeShowsTomorrow() {
        let cal = Calendar(identifier: .gregorian)
        let today = cal.date(from: DateComponents(year: 2026, month: 12, day: 14, hour: 18))!
        let item = PantryItem(name: "Yoghurt", expires: cal.date(byAdding: .day, value: 1, to: today)!)
        XCTAssertEqual(ExpiryBadge.text(for: item, now: today, calendar: cal), "Tomorrow")
    }
}
