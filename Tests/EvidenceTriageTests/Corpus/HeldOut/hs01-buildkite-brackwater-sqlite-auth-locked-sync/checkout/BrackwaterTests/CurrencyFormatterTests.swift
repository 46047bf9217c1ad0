import XCTest
@testable import Brackwater

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsEuroInGermany() {
        let formatter = CurrencyFormatter(locale: Locale(identifier: "de_DE"), currencyCode: "EUR")
        XCTAssertEqual(formatter.string(for: 12.5), "12,50\u{00A0}€")
    }

    func testFormatsSwissFrancWithApostropheGrouping() {
        let formatter = CurrencyFormatter(locale: Locale(identifier: "de_CH"), currencyCode: "CHF")
        XCTAssertEqual(formatter.string(for: 1234.5), "CHF\u{00A0}1’234.50")
    }

    func testFormatsNegativeDollars() {
        let formatter = CurrencyFormatter(locale: Locale(identifier: "en_US"), currencyCode: "USD")
        XCTAssertEqual(formatter.string(for: -3.2), "-$3.20")
    }
}
