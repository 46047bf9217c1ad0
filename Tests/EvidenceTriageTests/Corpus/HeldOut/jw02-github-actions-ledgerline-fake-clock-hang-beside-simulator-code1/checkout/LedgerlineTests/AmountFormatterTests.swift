import XCTest
@testable import Ledgerline

final class AmountFormatterTests: XCTestCase {
    private let ie = Locale(identifier: "en_IE")

    func testPositiveBalance() {
        XCTAssertEqual(AmountFormatter.balance(minorUnits: 4210, currencyCode: "EUR", locale: ie), "€42.10")
    }

    func testNegativeBalanceUsesMinusSign() {
        XCTAssertEqual(AmountFormatter.balance(minorUnits: -4210, currencyCode: "EUR", locale: ie), "\u{2212}€42.10")
    }
}
