import XCTest
@testable import Runner

final class StreakCounterTests: XCTestCase {
    func testThreeDayStreak() {
        XCTAssertEqual(StreakCounter.current(completedDays: [10, 11, 12], today: 12), 3)
    }
}
