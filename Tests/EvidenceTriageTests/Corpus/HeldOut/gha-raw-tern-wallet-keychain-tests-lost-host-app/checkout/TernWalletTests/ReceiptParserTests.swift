import XCTest
@testable import TernWallet

final class ReceiptParserTests: XCTestCase {
    private let parser = ReceiptParser(currency: "EUR")

    func testParsesMerchantName() throws {
        let receipt = try parser.parse(Fixtures.text("bakery-receipt"))
        XCTAssertEqual(receipt.merchant, "Bäckerei Sonnleitner")
    }

    func testParsesTaxLine() throws {
        let receipt = try parser.parse(Fixtures.text("bakery-receipt"))
        XCTAssertEqual(receipt.taxLines.count, 2)
        XCTAssertEqual(receipt.taxLines.first?.rate, Decimal(string: "0.07"))
    }

    func testTotalsIncludeTax() throws {
        let receipt = try parser.parse(Fixtures.text("bakery-receipt"))
        XCTAssertEqual(receipt.total, Decimal(string: "14.85"))
    }
}
