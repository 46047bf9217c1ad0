import XCTest
@testable import Kerbside

final class ReceiptFormatterTests: XCTestCase {
    func testTipRoundedToCents() {
        let receipt = Receipt(fare: 23.45, tipPercent: 15)
        XCTAssertEqual(ReceiptFormatter(locale: Locale(identifier: "en_GB")).tipLine(receipt), "Tip (15%) £3.52")
    }
}
