import XCTest
@testable import Fernway

final class FareFormatterTests: XCTestCase {
    func testFormatsUSDFares() {
        XCTAssertEqual(FareFormatter(locale: Locale(identifier: "en_US")).string(amount: 1234.5, currency: "USD"), "$1,234.50")
    }

    func testFormatsEuroFaresWithNarrowSymbol() {
        let formatter = FareFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(amount: 1234.5, currency: "EUR"), "€1,234.50")
    }

    func testZeroFareShowsIncluded() {
        XCTAssertEqual(FareFormatter(locale: Locale(identifier: "en_US")).string(amount: 0, currency: "EUR"), "Included")
    }
}
