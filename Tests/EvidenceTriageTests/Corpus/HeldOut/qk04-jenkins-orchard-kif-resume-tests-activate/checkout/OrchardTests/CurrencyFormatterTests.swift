import XCTest
@testable import Orchard

final class CurrencyFormatterTests: XCTestCase {
    func testNegativeAmountsUseMinusSign() {
        let f = CurrencyFormatter(locale: Locale(identifier: "en_GB"), code: "GBP")
        XCTAssertEqual(f.string(from: -12.5), "-£12.50")
    }
}
