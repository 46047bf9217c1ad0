import XCTest
@testable import Cobalt

final class ReceiptTotalsTests: XCTestCase {
    func testSubtotalSumsLineItems() {
        let receipt = Receipt.fixture(items: [12.50, 7.25])
        XCTAssertEqual(receipt.subtotal, 19.75)
    }

    func testTipIncludedOncePerReceipt() {
        var receipt = Receipt.fixture(items: [40.00], tipPercent: 10)
        receipt.applyScannedTotals(ScannedTotals(total: 44.00, tip: 4.00))
        XCTAssertEqual(receipt.total, 44.00)
    }
}
