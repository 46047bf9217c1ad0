import XCTest
@testable import Almanac

final class EventDurationFormatterTests: XCTestCase {
    func testMultiDayEvent() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = EventDurationFormatter(calendar: calendar)
        let start = calendar.date(from: DateComponents(year: 2026, month: 9, day: 4, hour: 9))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 9, day: 6, hour: 17))!
        // Fri 4 – Sun 6 spans three calendar days
        XCTAssertEqual(formatter.string(from: start, to: end), "3 days")
    }
}
