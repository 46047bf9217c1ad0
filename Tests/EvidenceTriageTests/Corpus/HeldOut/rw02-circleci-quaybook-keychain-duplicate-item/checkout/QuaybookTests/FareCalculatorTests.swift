import XCTest
@testable import Quaybook

final class FareCalculatorTests: XCTestCase {
    let calc = FareCalculator(adultFareCents: 2400)

    func testInfantsTravelFree() {
        XCTAssertEqual(calc.fare(for: .infant), 0)
    }

    func testChildFareIsHalf() {
        XCTAssertEqual(calc.fare(for: .child), 1200)
    }
}
