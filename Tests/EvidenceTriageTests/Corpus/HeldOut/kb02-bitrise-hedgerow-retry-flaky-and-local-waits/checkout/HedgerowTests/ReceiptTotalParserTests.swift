import XCTest
@testable import Hedgerow

final class ReceiptTotalParserTests: XCTestCase {
    func testParsesDotDecimalTotals() {
        XCTAssertEqual(ReceiptTotalParser.total(in: "TOTAL 12.34"), 12.34)
    }

    func testParsesCommaDecimalTotals() {
        XCTAssertEqual(ReceiptTotalParser.total(in: "SUMME 12,34 EUR"), 12.34)
    }
}
