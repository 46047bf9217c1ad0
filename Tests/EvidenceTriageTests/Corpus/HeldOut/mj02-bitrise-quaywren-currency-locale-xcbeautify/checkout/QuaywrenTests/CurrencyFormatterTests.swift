import XCTest
@testable import Quaywren

final class CurrencyFormatterTests: XCTestCase {
    func testFormatsZero() {
        XCTAssertEqual(CurrencyFormatter(locale: Locale(identifier: "en_US")).string(from: 0), "$0.00")
    }

    func testFormatsBalanceInUSD() {
        let formatter = CurrencyFormatter()
        XCTAssertEqual(formatter.string(from: Decimal(string: "1234.56")!), "$1,234.56")
    }

    func testFormatsNegativeBalance() {
        let formatter = CurrencyFormatter()
        XCTAssertEqual(formatter.string(from: -12), "-$12.00")
    }
}
