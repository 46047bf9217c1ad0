import XCTest
@testable import Ferrystop

final class FareCalculatorTests: XCTestCase {
    func testConcessionFareOfRoundAmount() {
        XCTAssertEqual(FareCalculator.concession(adultCents: 4000), 2400)
    }

    func testConcessionFareRoundsToNearestFiveCents() {
        XCTAssertEqual(FareCalculator.concession(adultCents: 3199), 1920)
    }
}
