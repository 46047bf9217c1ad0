import XCTest
@testable import Pennywise

final class RecurringExpenseTests: XCTestCase {
    private func ymd(_ dates: [Date]) -> String {
        let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd"; f.timeZone = TimeZone(identifier: "UTC")
        return "[" + dates.map(f.string(from:)).joined(separator: ", ") + "]"
    }

    func testMonthlyRentOnThirtyFirst() {
        var schedule = RecurringSchedule(dayOfMonth: 31)
        schedule.calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = ISO8601DateFormatter().date(from: "2026-01-31T00:00:00Z")!
        // Short months pay on their last day.
        XCTAssertEqual(ymd(schedule.dueDates(from: start, months: 3)), "[2026-01-31, 2026-02-28, 2026-03-31]")
    }
}
