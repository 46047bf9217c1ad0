import XCTest
@testable import Quillpost

final class PriceTagFormatterTests: XCTestCase {

    func testFreeNewsletterShowsZero() {
        let formatter = PriceTagFormatter()
        XCTAssertEqual(formatter.label(amount: "0", currencyCode: "EUR").filter(\.isNumber), "000")
    }

    func testPaidNewsletterPriceKeepsCents() {
        let formatter = PriceTagFormatter()
        let label = formatter.label(amount: "12.34", currencyCode: "EUR")
        XCTAssertTrue(label.contains("12.34") || label.contains("12,34"), "price lost its cents: \(label)")
    }
}
