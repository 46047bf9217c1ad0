import XCTest
@testable import Tallybook

final class ReceiptImportTests: XCTestCase {
    func testImportsSinglePagePDF() throws {
        let receipt = try ReceiptImporter().importPDF(at: Fixtures.url("receipt-1p.pdf"))
        XCTAssertEqual(receipt.total, Decimal(string: "42.10"))
    }

    func testImportsMultiPagePDF() throws {
        let receipt = try ReceiptImporter().importPDF(at: Fixtures.url("receipt-3p.pdf"))
        XCTAssertEqual(receipt.lines.count, 31)
    }
}
