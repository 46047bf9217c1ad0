import XCTest
@testable import Ledgerly

final class AmountFormatterTests: XCTestCase {
    func testPositiveBalance() {
        let f = AmountFormatter(currencyCode: "EUR", locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(f.string(for: Decimal(string: "12.40")!), "€12.40")
    }

    func testNegativeBalanceUsesMinusSign() {
        let f = AmountFormatter(currencyCode: "EUR", locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(f.string(for: Decimal(string: "-12.40")!), "-€12.40")
    }
}
