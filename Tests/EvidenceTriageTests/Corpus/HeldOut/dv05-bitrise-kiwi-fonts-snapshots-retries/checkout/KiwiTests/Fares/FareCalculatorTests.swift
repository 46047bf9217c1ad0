import XCTest
@testable import Kiwi

final class FareCalculatorTests: XCTestCase {
    let calc = FareCalculator(base: 2.40, transferDiscount: 0.50, dailyCap: 9.60)

    func testTransferDiscountCapped() {
        let trips = Array(repeating: Trip(zone: 1, isTransfer: true), count: 6)
        XCTAssertEqual(calc.total(for: trips), 9.60, accuracy: 0.001)
    }

    func testPeakSurcharge() {
        XCTAssertEqual(calc.total(for: [Trip(zone: 1, isTransfer: false, peak: true)]), 2.90, accuracy: 0.001)
    }
}
