import XCTest
@testable import Kestrel

final class StreakCalculatorTests: XCTestCase {
    func testStreakResetsAfterMissedDay() {
        let days = ["2026-09-20", "2026-09-21", "2026-09-22", "2026-09-23"].map(Day.init)
        XCTAssertEqual(StreakCalculator(today: Day("2026-09-26")).current(completions: days), 0)
    }
}
