import XCTest
@testable import Lumen

final class ReceiptParserTests: XCTestCase {
    func testTotalWithDiscount() throws {
        let receipt = try ReceiptParser().parse(fixture("receipt-discount.txt"))
        XCTAssertEqual(receipt.total, Decimal(string: "41.85"))
    }
}
