import XCTest
@testable import Driftnote

final class StreakCalculatorTests: XCTestCase {
    func testThreeDaysInARow() {
        XCTAssertEqual(StreakCalculator.streak(entryDays: [10, 11, 12], today: 12), 3)
    }

    func testStreakBreaksAfterMissedDay() {
        XCTAssertEqual(StreakCalculator.streak(entryDays: [8, 9, 11, 12], today: 12), 2)
    }
}
