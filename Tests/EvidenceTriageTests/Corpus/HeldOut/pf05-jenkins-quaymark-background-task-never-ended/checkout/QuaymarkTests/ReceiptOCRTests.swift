import XCTest
@testable import Quaymark

final class ReceiptOCRTests: XCTestCase {
    func testTotalParsedFromFooter() throws {
        let lines = ["CAFE MOLO", "Flat white 3.40", "Croissant 2.95", "SUBTOTAL 6.35", "TOTAL EUR 6.35"]
        XCTAssertEqual(ReceiptParser().total(in: lines), Decimal(string: "6.35"))
    }
}
