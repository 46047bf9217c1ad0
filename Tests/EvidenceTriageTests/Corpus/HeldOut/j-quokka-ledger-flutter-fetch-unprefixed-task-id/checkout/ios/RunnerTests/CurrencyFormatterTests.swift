import XCTest
@testable import Runner

final class CurrencyFormatterTests: XCTestCase {
    private let formatter = LedgerCurrencyFormatter(locale: Locale(identifier: "en_AU"), currencyCode: "AUD")

    func testPositiveAmountsUseSymbol() {
        XCTAssertEqual(formatter.string(fromMinorUnits: 125_050), "$1,250.50")
    }

    func testNegativeAmountsUseParentheses() {
        XCTAssertEqual(formatter.string(fromMinorUnits: -4_210), "($42.10)")
    }
}
