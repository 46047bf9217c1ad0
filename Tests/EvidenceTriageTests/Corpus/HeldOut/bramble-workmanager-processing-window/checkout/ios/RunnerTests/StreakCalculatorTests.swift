import XCTest
@testable import Runner

final class StreakCalculatorTests: XCTestCase {
    private let calendar = Calendar(identifier: .gregorian)

    func testStreakCountsConsecutiveDays() {
        let days = (0..<4).map { calendar.date(byAdding: .day, value: -$0, to: .fixture)! }
        XCTAssertEqual(StreakCalculator(calendar: calendar).streak(wateredOn: days, today: .fixture), 4)
    }

    func testStreakResetsAfterMissedDay() {
        let days = [0, 1, 3, 4].map { calendar.date(byAdding: .day, value: -$0, to: .fixture)! }
        XCTAssertEqual(StreakCalculator(calendar: calendar).streak(wateredOn: days, today: .fixture), 2)
    }
}
