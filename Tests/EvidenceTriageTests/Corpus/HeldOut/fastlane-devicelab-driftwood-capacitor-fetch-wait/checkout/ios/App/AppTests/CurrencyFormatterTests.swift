import XCTest
@testable import App

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsJPYWithoutDecimals() {
        let formatter = ReceiptCurrencyFormatter(currencyCode: "JPY", locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(formatter.string(from: 1200), "￥1,200")
    }
}
