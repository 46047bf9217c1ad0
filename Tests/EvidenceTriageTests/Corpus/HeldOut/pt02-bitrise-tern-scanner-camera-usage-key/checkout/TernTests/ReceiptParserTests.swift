import XCTest
@testable import Tern

final class ReceiptParserTests: XCTestCase {
    let parser = ReceiptParser()

    func testParsesTotalWithDot() {
        XCTAssertEqual(parser.total(in: "COFFEE 3.20\nTOTAL 12.50"), Decimal(string: "12.50"))
    }

    func testParsesTotalWithComma() {
        XCTAssertEqual(parser.total(in: "KAFFEE 3,20\nTOTAL 12,50 EUR"), Decimal(string: "12.50"))
    }
}
