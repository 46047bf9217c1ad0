import XCTest
@testable import Ledgerly

final class AmountFormatterTests: XCTestCase {
    func testPositiveAmount() {
        XCTAssertEqual(AmountFormatter.string(cents: 1999), "$19.99")
    }

    func testNegativeAmountsUseParentheses() {
        XCTAssertEqual(AmountFormatter.string(cents: -1999), "($19.99)")
    }
}
