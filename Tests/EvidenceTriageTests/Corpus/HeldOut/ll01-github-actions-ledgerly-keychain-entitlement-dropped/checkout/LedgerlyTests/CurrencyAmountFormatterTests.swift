import XCTest
@testable import Ledgerly

final class CurrencyAmountFormatterTests: XCTestCase {
    func testPositiveAmountForSwissLocale() {
        XCTAssertEqual(CurrencyAmountFormatter.string(12.5, currency: "CHF", locale: Locale(identifier: "de_CH")), "CHF 12.50")
    }

    func testNegativeAmountUsesMinusSignForSwissLocale() {
        // Transaction rows show a leading minus (design review, Nov 2026).
        XCTAssertEqual(CurrencyAmountFormatter.string(-12.5, currency: "CHF", locale: Locale(identifier: "de_CH")), "CHF-12.50")
    }
}
