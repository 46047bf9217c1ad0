import XCTest
@testable import Quarry

final class BudgetPeriodTests: XCTestCase {
    func testMonthBoundaryUsesInjectedCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Denver")!
        let fixedNow = ISO8601DateFormatter().date(from: "2026-02-01T08:00:00Z")!
        let sut = BudgetPeriod(calendar: calendar, now: { fixedNow })
        let lastNightLocal = ISO8601DateFormatter().date(from: "2026-02-01T05:30:00Z")!
        XCTAssertEqual(sut.bucket(for: lastNightLocal), .yesterday)
    }

    func testOlderThanAWeekIsEarlier() {
        let sut = BudgetPeriod()
        let tenDaysAgo = Date().addingTimeInterval(-10 * 24 * 3600)
        XCTAssertEqual(sut.bucket(for: tenDaysAgo), .earlier)
    }

    func testTransactionFromTwoHoursAgoCountsAsToday() {
        let sut = BudgetPeriod()
        let twoHoursAgo = Date().addingTimeInterval(-2 * 3600)
        XCTAssertEqual(sut.bucket(for: twoHoursAgo), .today)
    }
}
