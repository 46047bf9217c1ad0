import XCTest
@testable import Tallybook

final class CurrencyFormatterTests: XCTestCase {

    func testUSDollarAmount() {
        let text = CurrencyFormatter.string(for: 10, currencyCode: "USD", locale: Locale(identifier: "en_US"))
        XCTAssertEqual(text, "$10.00")
    }

    func testEuroAmountUsesLocaleSeparator() {
        let text = CurrencyFormatter.string(for: 10, currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        // German puts the symbol after the amount, separated by a space.
        XCTAssertEqual(text, "10,00 €")
    }

    func testZeroIsFormattedNotBlank() {
        let text = CurrencyFormatter.string(for: 0, currencyCode: "GBP", locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(text, "£0.00")
    }
}
