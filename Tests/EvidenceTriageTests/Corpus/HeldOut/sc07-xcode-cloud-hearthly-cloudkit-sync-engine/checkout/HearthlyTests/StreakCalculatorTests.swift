import XCTest
@testable import Hearthly

final class StreakCalculatorTests: XCTestCase {
    func testStreakBreaksOnMissedDay() {
        let cal = Calendar(identifier: .gregorian)
        let today = cal.startOfDay(for: Fixtures.friday)
        let days: Set<Date> = [today, cal.date(byAdding: .day, value: -2, to: today)!, cal.date(byAdding: .day, value: -3, to: today)!]
        XCTAssertEqual(StreakCalculator.currentStreak(days: days, today: today, calendar: cal), 1)
    }
}
