import XCTest
@testable import Pinecone

final class ReceiptImportTests: XCTestCase {
    func testImportsTotalAndMerchantFromSharedPDFText() throws {
        let text = """
        GREENLEAF GROCERS
        Subtotal 41.20
        TOTAL 43.26
        """
        let receipt = try ReceiptImporter().parse(text: text)
        XCTAssertEqual(receipt.merchant, "Greenleaf Grocers")
        XCTAssertEqual(receipt.total, Decimal(string: "43.26"))
    }
}
