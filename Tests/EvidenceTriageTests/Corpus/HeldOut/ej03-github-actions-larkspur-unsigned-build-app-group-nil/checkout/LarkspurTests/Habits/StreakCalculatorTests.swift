import XCTest
@testable import Larkspur

final class StreakCalculatorTests: XCTestCase {
    private let calendar = Calendar(identifier: .gregorian)

    func testStreakCountsConsecutiveDays() {
        let days = (0..<5).map { Date.fixture(daysAgo: $0) }
        XCTAssertEqual(StreakCalculator(calendar: calendar).streak(checkIns: days, today: .fixture(daysAgo: 0)), 5)
    }

    func testStreakResetsAfterMissedDay() {
        let days = [0, 1, 3, 4].map { Date.fixture(daysAgo: $0) }
        XCTAssertEqual(StreakCalculator(calendar: calendar).streak(checkIns: days, today: .fixture(daysAgo: 0)), 2)
    }
}
