import XCTest
@testable import Larkspur

final class AmountParsingTests: XCTestCase {

    func testParsesWholeAmount() {
        let parser = AmountParser(locale: .current)
        XCTAssertEqual(parser.parse("42"), Decimal(42))
    }

    func testParsesReceiptStyleCents() {
        // Receipts are OCR'd with "." before the cents whatever the user's region.
        let parser = AmountParser(locale: .current)
        XCTAssertEqual(parser.parse("12.50"), Decimal(string: "12.50"))
    }
}
