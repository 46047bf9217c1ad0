import XCTest
@testable import Sedgemoor

final class ReceiptParserTests: XCTestCase {
    private let till = """
    Hartley's Hardware
    2x Wood screws 4.50
    TOTAL £18.00
    VAT £3.00
    """

    func testParsesTotalWithVAT() throws {
        let receipt = try XCTUnwrap(ReceiptParser.parse(till, id: "r-200"))
        ReceiptStore.shared.insert(receipt)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(receipt.total, 18.00)
        XCTAssertEqual(receipt.vat, 3.00)
    }

    func testParsesVendorName() throws {
        XCTAssertEqual(try XCTUnwrap(ReceiptParser.parse(till)).vendor, "Hartley's Hardware")
    }

    func testMissingTotalIsRejected() {
        XCTAssertNil(ReceiptParser.parse("Corner Shop\nMilk 1.20"))
    }
}
