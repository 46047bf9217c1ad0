import XCTest
@testable import Sundial

final class DueDateCalculatorTests: XCTestCase {
    let calc = DueDateCalculator(calendar: Calendar(identifier: .gregorian))

    func testWeekdayDueDateUnchanged() {
        XCTAssertEqual(calc.adjusted(.ymd(2026, 6, 10)), .ymd(2026, 6, 10))
    }

    func testLastBusinessDaySkipsWeekend() {
        // 2026-05-31 is a Sunday; autopay runs the Friday before.
        XCTAssertEqual(calc.adjusted(.ymd(2026, 5, 31)), .ymd(2026, 5, 29))
    }
}
