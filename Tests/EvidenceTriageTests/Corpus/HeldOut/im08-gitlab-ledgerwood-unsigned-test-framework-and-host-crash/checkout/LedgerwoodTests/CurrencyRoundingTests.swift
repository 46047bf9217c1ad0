import XCTest
@testable import Ledgerwood

final class CurrencyRoundingTests: XCTestCase {
    func testRoundsToPence() {
        XCTAssertEqual(CurrencyRounding.roundVAT(Decimal(string: "1.234")!), Decimal(string: "1.23")!)
    }

    func testBankersRoundingHalfEven() {
        XCTAssertEqual(CurrencyRounding.roundVAT(Decimal(string: "2.345")!), Decimal(string: "2.34")!)
    }
}
