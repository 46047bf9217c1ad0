import XCTest
@testable import Wren

final class StreakCounterTests: XCTestCase {
    func testMissedDayResetsStreak() {
        let cal = Calendar(identifier: .gregorian)
        let days = [0, 1, 2, 4].map { Date(timeIntervalSince1970: 1_789_000_000 + Double($0) * 86_400) }
        XCTAssertEqual(StreakCounter.current(completions: days, calendar: cal), 1)
    }
}
