import XCTest
@testable import Tollgate

final class PriceFormatterTests: TestCase {
    func testFormatsUSD() {
        XCTAssertEqual(PriceFormatter.format(4.99, currencyCode: "USD", locale: Locale(identifier: "en_US")), "$4.99")
    }

    func testFormatsJPYWithoutFractionDigits() {
        let text = PriceFormatter.format(480, currencyCode: "JPY", locale: Locale(identifier: "ja_JP"))
        XCTAssertEqual(text, "￥480")
    }
}
