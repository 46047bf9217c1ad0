import XCTest
@testable import Quayline

final class FareFormatterTests: XCTestCase {
    func testSingleFare() {
        XCTAssertEqual(FareFormatter().summary(Fare(outbound: 24.5, inbound: nil)), "€24.50")
    }

    func testReturnFareShowsBothLegs() {
        let text = FareFormatter().summary(Fare(outbound: 24.5, inbound: 19))
        XCTAssertEqual(text, "€24.50 out · €19.00 back")
    }
}
