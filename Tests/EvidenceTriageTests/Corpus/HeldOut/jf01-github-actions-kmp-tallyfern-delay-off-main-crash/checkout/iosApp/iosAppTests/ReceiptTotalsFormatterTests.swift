import XCTest
import shared

final class ReceiptTotalsFormatterTests: XCTestCase {
    func testDollarTotalsShowCents() {
        XCTAssertEqual(ReceiptTotalsFormatter().format(totalMinor: 123456, currency: "USD"), "$1,234.56")
    }

    func testYenTotalsHaveNoMinorUnits() {
        // JPY has no minor unit: 1200 yen is stored as totalMinor = 1200.
        XCTAssertEqual(ReceiptTotalsFormatter().format(totalMinor: 1200, currency: "JPY"), "¥1,200")
    }

    func testUnknownCurrencyFallsBackToCode() {
        XCTAssertEqual(ReceiptTotalsFormatter().format(totalMinor: 500, currency: "CHF"), "CHF 5.00")
    }
}
