import XCTest
@testable import Backerly

final class PledgeAmountFormatterTests: XCTestCase {
    func testDollarsHaveCents() {
        XCTAssertEqual(PledgeAmountFormatter.string(amount: 25, currencyCode: "USD"), "$25.00")
    }

    func testYenHasNoFractionDigits() {
        XCTAssertEqual(PledgeAmountFormatter.string(amount: 1500, currencyCode: "JPY"), "¥1,500")
    }
}
