import XCTest
@testable import Ferrywise

final class FareFormatterTests: XCTestCase {
    func testWholeEuroFare() {
        XCTAssertEqual(FareFormatter().display(cents: 4200, currency: "EUR"), "€42.00")
    }

    func testRoundTripFareInEuros() {
        let fmt = FareFormatter()
        XCTAssertEqual(fmt.display(cents: 8350, currency: "EUR"), "€83.50")
    }
}
