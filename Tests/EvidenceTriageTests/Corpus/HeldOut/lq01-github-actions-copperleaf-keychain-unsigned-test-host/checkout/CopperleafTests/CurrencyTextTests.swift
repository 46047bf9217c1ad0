import XCTest
@testable import Copperleaf

final class CurrencyTextTests: XCTestCase {
    func testUSDollarsUseCommaGrouping() {
        XCTAssertEqual(CurrencyText.string(for: 1234.5, currencyCode: "USD", locale: Locale(identifier: "en_US")),
                       "USD\u{00a0}1,234.50")
    }

    func testSwissFrancUsesApostropheGrouping() {
        XCTAssertEqual(CurrencyText.string(for: 1234.5, currencyCode: "CHF", locale: Locale(identifier: "de_CH")),
                       "CHF\u{00a0}1’234.50")
    }
}
