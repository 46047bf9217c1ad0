import XCTest
@testable import Quayside

final class FareCalculatorTests: XCTestCase {
    let calc = FareCalculator()

    func testSingleFareUnchanged() {
        XCTAssertEqual(calc.price(Fare(single: 20), kind: .single), 20)
    }

    func testReturnFareAppliesTenPercentDiscount() {
        let price = calc.price(Fare(single: 20), kind: .dayReturn)
        XCTAssertEqual(price, 36, "day return should be two singles less 10%")
    }
}
