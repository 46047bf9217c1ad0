import XCTest
@testable import Lantry

final class OvertimeCalculatorTests: XCTestCase {
    func testOvertimeAfterFortyHours() {
        let week = WorkWeek(days: [9, 9, 9, 9, 6].map { WorkDay.fixture(hours: $0) })
        XCTAssertEqual(OvertimeCalculator(threshold: 40).overtime(in: week), 2)
    }
}
