import XCTest
@testable import Runner

final class StreakCounterTests: XCTestCase {
    func testStreakResetsAfterMissedDay() {
        XCTAssertEqual(StreakCounter.streak(completedDays: [10, 9, 7, 6], today: 10), 2)
    }

    func testStreakCountsToday() {
        XCTAssertEqual(StreakCounter.streak(completedDays: [10], today: 10), 1)
    }
}
