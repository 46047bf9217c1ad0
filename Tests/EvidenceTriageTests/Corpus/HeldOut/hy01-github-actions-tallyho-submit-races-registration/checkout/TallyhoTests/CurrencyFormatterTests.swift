import XCTest
@testable import Tallyho

final class CurrencyFormatterTests: XCTestCase {

    func testPositiveBalanceUSD() {
        let formatter = BalanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(minorUnits: 1250, currencyCode: "USD"), "$12.50")
    }

    func testYenHasNoFractionDigits() {
        let formatter = BalanceFormatter(locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(formatter.string(minorUnits: 1200, currencyCode: "JPY"), "￥1,200")
    }

    func testNegativeBalanceUsesMinusSign() {
        let formatter = BalanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(minorUnits: -1250, currencyCode: "USD"), "-$12.50")
    }
}
