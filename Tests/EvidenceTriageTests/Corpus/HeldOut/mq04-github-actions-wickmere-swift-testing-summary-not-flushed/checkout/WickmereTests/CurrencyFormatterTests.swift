import XCTest
@testable import Wickmere

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsNegativeYen() {
        XCTAssertEqual(CurrencyFormatter(locale: .init(identifier: "ja_JP")).string(-1200, code: "JPY"), "-￥1,200")
    }
}
