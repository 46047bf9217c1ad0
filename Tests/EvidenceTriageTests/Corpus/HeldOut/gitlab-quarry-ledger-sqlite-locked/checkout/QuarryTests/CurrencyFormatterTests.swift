import XCTest
@testable import Quarry

final class CurrencyFormatterTests: XCTestCase {
    private let formatter = LedgerCurrencyFormatter(currencyCode: "USD", locale: Locale(identifier: "en_US"))

    func testPositiveAmount() {
        XCTAssertEqual(formatter.string(cents: 123_45), "$123.45")
    }

    func testNegativeAmountsUseParentheses() {
        XCTAssertEqual(formatter.string(cents: -42_00), "($42.00)")
    }
}
