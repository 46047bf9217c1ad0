import XCTest
@testable import Ferndale

final class StreakCalculatorTests: XCTestCase {
    func testStreakResetsAfterMissedDay() {
        let days = ["2026-04-01", "2026-04-02", "2026-04-04"].map(Day.init)
        XCTAssertEqual(StreakCalculator().current(endingOn: Day("2026-04-04"), entries: days), 1)
    }
}
