import XCTest
@testable import Brightwater

final class FareCalculatorTests: XCTestCase {
    private let calculator = FareCalculator(calendar: .harbour)

    func testWeekendIsAlwaysOffPeak() {
        XCTAssertTrue(calculator.isOffPeak(.harbour(2026, 12, 5, 7, 15)))
    }

    func testPeakAtEightFortyFive() {
        XCTAssertFalse(calculator.isOffPeak(.harbour(2026, 12, 2, 8, 45)))
    }

    func testOffPeakStartsAtNineThirty() {
        // Wednesday 2 December 2026, 09:30
        XCTAssertEqual(calculator.isOffPeak(.harbour(2026, 12, 2, 9, 30)), true)
    }
}
