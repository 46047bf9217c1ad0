import XCTest
@testable import Quillon

final class ReceiptParserTests: XCTestCase {
    func testParsesTotalLine() throws {
        let receipt = try ReceiptParser().parse(Fixtures.text("receipt-dublin-cafe"))
        XCTAssertEqual(receipt.total, Decimal(string: "14.20"))
    }

    func testParsesVATLine() throws {
        // "VAT 13.5%  1.69" -- reduced rate for food service
        let receipt = try ReceiptParser().parse(Fixtures.text("receipt-dublin-cafe"))
        XCTAssertEqual(receipt.vatRate, Decimal(string: "13.5"))
    }
}
