import XCTest
@testable import App

final class ReceiptFormatterTests: XCTestCase {
    private let formatter = ReceiptFormatter(storeCurrencyCode: "EUR", storeLocaleIdentifier: "en_IE")

    func testFormatsLineItems() {
        XCTAssertTrue(formatter.lineItem("Hedge trim", 40).hasPrefix("Hedge trim\t"))
    }

    func testTotalUsesStoreCurrencyNotDeviceLocale() {
        // CI simulators run de_DE to catch exactly this.
        XCTAssertEqual(formatter.total(Decimal(string: "12.50")!), "€12.50")
    }
}
