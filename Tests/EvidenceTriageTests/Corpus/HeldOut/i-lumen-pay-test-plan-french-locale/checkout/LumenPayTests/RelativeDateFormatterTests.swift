import XCTest
@testable import LumenPay

final class RelativeDateFormatterTests: XCTestCase {
    func testLastYearDateUsesMonthDay() {
        var calendar = Locale(identifier: "fr_FR").calendar
        calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
        let date = DateComponents(calendar: calendar, year: 2025, month: 12, day: 9, hour: 3).date!
        let now = DateComponents(calendar: calendar, year: 2026, month: 12, day: 10).date!
        XCTAssertEqual(RelativeDateFormatter(calendar: calendar).string(for: date, now: now), "9 décembre")
    }
}
