import XCTest
@testable import Rowan

final class ReceiptFormatterTests: XCTestCase {
    func testGroupsThousandsForLocale() {
        let formatter = ReceiptFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(formatter.amount(123_456_78, currency: "EUR"), "123.456,78 €")
    }

    func testZeroDecimalCurrency() {
        let formatter = ReceiptFormatter(locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(formatter.amount(1_200, currency: "JPY"), "￥1,200")
    }
}
