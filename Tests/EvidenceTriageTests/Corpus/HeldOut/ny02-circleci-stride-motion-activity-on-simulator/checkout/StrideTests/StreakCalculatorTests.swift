import XCTest
@testable import Stride

final class StreakCalculatorTests: XCTestCase {
    let cal = Calendar(identifier: .gregorian)
    func day(_ d: Int) -> Date { cal.date(from: DateComponents(year: 2026, month: 8, day: d))! }

    func testStreakCountsConsecutiveDays() {
        XCTAssertEqual(StreakCalculator().currentStreak(goalDays: [day(10), day(11), day(12)], today: day(12)), 3)
    }

    func testStreakResetsAfterMissedDay() {
        let goalDays = [day(5), day(6), day(7), day(8)]
        XCTAssertEqual(StreakCalculator().currentStreak(goalDays: goalDays, today: day(12)), 0)
    }
}
