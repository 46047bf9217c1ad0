import XCTest
@testable import Pomo

final class StatsFormatterTests: XCTestCase {
    func testWeeklyTotalHoursMinutes() {
        XCTAssertEqual(StatsFormatter.total(seconds: 3 * 3600 + 5 * 60), "3 h 05 min")
    }
}
