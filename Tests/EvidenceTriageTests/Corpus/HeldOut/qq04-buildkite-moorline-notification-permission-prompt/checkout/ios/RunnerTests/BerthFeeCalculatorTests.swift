import XCTest
@testable import Runner

final class BerthFeeCalculatorTests: XCTestCase {
    func testWeekendSurcharge() {
        // weekday: 1 = Sunday ... 7 = Saturday (Gregorian)
        XCTAssertEqual(BerthFeeCalculator.nightly(lengthMetres: 10, weekday: 1), Decimal(string: "40")!)
    }
}
