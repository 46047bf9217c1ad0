import XCTest
@testable import Runner

final class ReceiptTotalParserTests: XCTestCase {
    func testParsesTotalWithDecimalComma() {
        let text = "MERCADO CENTRAL\nPAN 2,10\nTOTAL 14,85\nGRACIAS"
        XCTAssertEqual(ReceiptTotalParser.total(in: text), Decimal(string: "14.85"))
    }
}
