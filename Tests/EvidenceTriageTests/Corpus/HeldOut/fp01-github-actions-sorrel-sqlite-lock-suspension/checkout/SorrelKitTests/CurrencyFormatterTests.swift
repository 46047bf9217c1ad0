import XCTest
@testable import SorrelKit

final class CurrencyFormatterTests: XCTestCase {
    func testUSDShowsCents() {
        XCTAssertEqual(ReceiptCurrencyFormatter.string(for: 12.5, currencyCode: "USD", locale: Locale(identifier: "en_US")), "$12.50")
    }

    func testEURUsesGermanGrouping() {
        XCTAssertEqual(ReceiptCurrencyFormatter.string(for: 1234.5, currencyCode: "EUR", locale: Locale(identifier: "de_DE")), "1.234,50 €")
    }

    func testJPYHasNoFractionDigits() {
        // Yen has no minor unit; receipts from Japanese stores must not print ".00".
        XCTAssertEqual(ReceiptCurrencyFormatter.string(for: 1200, currencyCode: "JPY", locale: Locale(identifier: "en_US")), "¥1,200")
    }
}
