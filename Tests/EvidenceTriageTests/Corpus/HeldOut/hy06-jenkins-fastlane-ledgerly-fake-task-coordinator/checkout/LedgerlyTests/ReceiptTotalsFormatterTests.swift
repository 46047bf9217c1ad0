import XCTest
@testable import Ledgerly

final class ReceiptTotalsFormatterTests: XCTestCase {
    private let formatter = ReceiptTotalsFormatter()

    func testVATLineStandardRate() {
        XCTAssertEqual(formatter.vatLine(net: 100, rate: Decimal(string: "0.2")!), "VAT 20%: 20")
    }

    func testVATLineRoundsHalfEven() {
        // 12.25 * 0.1 = 1.225 -> 1.22 with banker's rounding
        XCTAssertEqual(formatter.vatLine(net: Decimal(string: "12.25")!, rate: Decimal(string: "0.1")!), "VAT 10%: 1.22")
    }
}
