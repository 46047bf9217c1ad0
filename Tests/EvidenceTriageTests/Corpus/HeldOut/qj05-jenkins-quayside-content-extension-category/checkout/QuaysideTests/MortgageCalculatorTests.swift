import XCTest
@testable import Quayside

final class MortgageCalculatorTests: XCTestCase {
    func testMonthlyPaymentThirtyYear() {
        let calc = MortgageCalculator(principal: 332_000, annualRate: 0.0425, years: 30)
        XCTAssertEqual(calc.monthlyPayment, 1633.22, accuracy: 0.01)
    }
}
