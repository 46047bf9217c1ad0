import XCTest
@testable import Tidewell

final class ReceiptParserTests: XCTestCase {
    func testParsesTotalWithDot() throws {
        let receipt = try ReceiptParser().parse("TOTAL 12.34\nVISA ****1881")
        XCTAssertEqual(receipt.total, 12.34, accuracy: 0.001)
    }

    func testParsesTotalWithComma() throws {
        // Dutch and German supermarket receipts print a decimal comma.
        let receipt = try ReceiptParser().parse("TOTAAL 12,34\nPIN ****0042")
        XCTAssertEqual(receipt.total, 12.34, accuracy: 0.001)
    }
}
