import XCTest
@testable import Orchard

final class ReceiptFormatterTests: XCTestCase {
    func testTotalsRoundHalfEven() {
        let formatter = ReceiptFormatter(currencyCode: "EUR", locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.total(Decimal(string: "12.345")!), "€12.34")
    }
}
