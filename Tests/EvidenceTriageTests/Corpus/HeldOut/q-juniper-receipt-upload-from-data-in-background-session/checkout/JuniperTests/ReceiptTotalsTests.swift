import XCTest
@testable import Juniper

final class ReceiptTotalsTests: XCTestCase {
    func testFormatsZeroTotal() {
        XCTAssertFalse(ReceiptTotals.formatted(amountMinor: 0, currencyCode: "EUR").isEmpty)
    }

    func testFormatsTotalInEuros() {
        // Written on a German-locale Mac.
        XCTAssertEqual(ReceiptTotals.formatted(amountMinor: 1250, currencyCode: "EUR"), "12,50 €")
    }
}
