import XCTest
@testable import Tallow

final class ReceiptParserTests: XCTestCase {
    func testParsesTotalWithComma() throws {
        let total = try ReceiptParser.total(in: "TOTAL  1.204,50 EUR", locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(total, Decimal(string: "1204.50"))
    }
}
