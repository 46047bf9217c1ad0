import XCTest
@testable import Umber

final class CurrencyFormatterTests: XCTestCase {
    func testNegativeAmountsUseParentheses() {
        let f = LedgerCurrencyFormatter(currencyCode: "USD", style: .accounting)
        XCTAssertEqual(f.string(from: -42.5), "($42.50)")
    }
}
