import XCTest
@testable import Hearth

final class StreakFormatterTests: XCTestCase {
    func testZeroDayStreak() {
        XCTAssertEqual(StreakFormatter().string(days: 0), "Start a streak today")
    }

    func testOneDayStreakIsSingular() {
        XCTAssertEqual(StreakFormatter().string(days: 1), "1-day streak")
    }

    func testTwelveDayStreak() {
        XCTAssertEqual(StreakFormatter().string(days: 12), "12-day streak")
    }
}
