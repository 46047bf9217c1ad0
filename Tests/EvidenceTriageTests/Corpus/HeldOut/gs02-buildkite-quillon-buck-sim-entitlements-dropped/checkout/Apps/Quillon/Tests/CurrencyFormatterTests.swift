import XCTest
@testable import QuillonBinary

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsPositiveBalance() {
        let formatter = CurrencyFormatter(locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.string(minorUnits: 152_034, currencyCode: "EUR"), "€1,520.34")
    }

    func testFormatsNegativeBalanceWithMinusSign() {
        // Balance header and widget show a leading minus; only the statement list uses accounting style.
        let formatter = CurrencyFormatter(locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.string(minorUnits: -4_250, currencyCode: "EUR"), "-€42.50")
    }
}
