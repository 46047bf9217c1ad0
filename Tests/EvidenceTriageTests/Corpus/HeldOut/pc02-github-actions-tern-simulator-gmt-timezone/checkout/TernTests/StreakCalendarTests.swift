import XCTest
@testable import Tern

final class StreakCalendarTests: XCTestCase {
    func testStreakDayBoundaryIsLocalMidnight() {
        let iso = ISO8601DateFormatter()
        // 23:30 UTC on the 14th is 00:30 on the 15th in Berlin
        let checkIns = [iso.date(from: "2024-01-14T08:00:00Z")!, iso.date(from: "2024-01-14T23:30:00Z")!]
        let streak = StreakCalendar(calendar: .current).currentStreak(checkIns: checkIns)
        XCTAssertEqual(streak, 2)
    }
}
