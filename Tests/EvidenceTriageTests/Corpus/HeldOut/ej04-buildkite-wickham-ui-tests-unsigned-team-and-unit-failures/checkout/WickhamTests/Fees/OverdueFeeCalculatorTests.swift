import XCTest
@testable import Wickham

final class OverdueFeeCalculatorTests: XCTestCase {
    private let calc = OverdueFeeCalculator(dailyRate: Decimal(string: "0.25")!, cap: 5)

    func testFeeIsCapped() {
        XCTAssertEqual(calc.fee(daysLate: 90), 5)
    }

    func testGracePeriodWaivesFirstDay() {
        XCTAssertEqual(calc.fee(daysLate: 1), 0)
        XCTAssertEqual(calc.fee(daysLate: 3), Decimal(string: "0.50")!)
    }
}
