import XCTest
@testable import Ferncastle

final class StreakCalendarTests: XCTestCase {
    // 2026-08-13 05:30 UTC is still the 12th in Cupertino.
    let checkIn = Date(timeIntervalSince1970: 1_786_599_000)

    func testDayBoundaryIsLocalMidnight() {
        let calendar = StreakCalendar()
        XCTAssertEqual(calendar.dayKey(for: checkIn), "2026-08-12")
    }

    func testRolloverHourInPacific() {
        let calendar = StreakCalendar()
        let rollover = calendar.rolloverTime(after: checkIn)
        let f = DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "HH:mm"
        XCTAssertEqual(f.string(from: rollover), "07:00")
    }
}
