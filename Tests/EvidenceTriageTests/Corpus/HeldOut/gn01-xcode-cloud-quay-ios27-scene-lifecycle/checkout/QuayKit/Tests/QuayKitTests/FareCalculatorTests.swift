import XCTest
@testable import QuayKit

final class FareCalculatorTests: XCTestCase {
    private let table = FareTable(adultSingle: 13.00, sameDayReturnDiscount: 0.10)

    func testSingleFareForOneAdult() {
        let calc = FareCalculator(table: table)
        XCTAssertEqual(calc.price(for: .single, passengers: 1), 13.00)
    }

    func testReturnFareAppliesSameDayDiscount() {
        let calc = FareCalculator(table: table)
        // Two legs at 13.00, less 10 % for a same-day return.
        XCTAssertEqual(calc.price(for: .sameDayReturn, passengers: 1), 23.40)
    }

    func testPeriodReturnAddsDailySupplement() {
        let calc = FareCalculator(table: table)
        XCTAssertEqual(calc.price(for: .periodReturn(days: 3), passengers: 2), 54.00)
    }
}
