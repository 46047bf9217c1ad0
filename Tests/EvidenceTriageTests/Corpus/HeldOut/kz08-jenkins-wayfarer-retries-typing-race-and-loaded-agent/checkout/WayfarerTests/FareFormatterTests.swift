import XCTest
@testable import Wayfarer

final class FareFormatterTests: XCTestCase {
    func testEuroFareInGermanLocale() {
        XCTAssertEqual(FareFormatter(locale: Locale(identifier: "de_DE")).string(cents: 1250, currency: "EUR"), "12,50 €")
    }

    func testPoundFareInBritishLocale() {
        XCTAssertEqual(FareFormatter(locale: Locale(identifier: "en_GB")).string(cents: 1250, currency: "GBP"), "£12.50")
    }
}
