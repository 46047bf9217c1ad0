import XCTest
@testable import Runner

final class StreakCalculatorTests: XCTestCase {
    private var calc: StreakCalculator {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        return StreakCalculator(calendar: cal)
    }

    private func day(_ d: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(1_788_998_400 + d * 86_400))
    }

    func testStreakCountsConsecutiveDays() {
        XCTAssertEqual(calc.currentStreak(checkIns: [day(0), day(1), day(2)], today: day(2)), 3)
    }

    func testStreakResetsAfterMissedDay() {
        XCTAssertEqual(calc.currentStreak(checkIns: [day(0), day(1), day(2)], today: day(5)), 0)
    }
}
