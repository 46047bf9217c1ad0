import XCTest
@testable import Quaywell

final class CurrencyTextTests: XCTestCase {
    func testPositiveAmount() {
        XCTAssertEqual(CurrencyText.accounting(42.5, code: "USD", locale: Locale(identifier: "en_US")), "$42.50")
    }

    func testNegativeAmountsUseAccountingParentheses() {
        XCTAssertEqual(CurrencyText.accounting(-18.25, code: "USD", locale: Locale(identifier: "en_US")), "($18.25)")
    }
}
