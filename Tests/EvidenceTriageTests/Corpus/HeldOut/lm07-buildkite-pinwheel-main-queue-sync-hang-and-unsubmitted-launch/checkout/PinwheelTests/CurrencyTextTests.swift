import XCTest
@testable import Pinwheel

final class CurrencyTextTests: XCTestCase {
    func testJPYHasNoDecimals() throws {
        XCTAssertEqual(CurrencyText.format(1200, code: "JPY", locale: Locale(identifier: "ja_JP")), "￥1,200")
    }
}
