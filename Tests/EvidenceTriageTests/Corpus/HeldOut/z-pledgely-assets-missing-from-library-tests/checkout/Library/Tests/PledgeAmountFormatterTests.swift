import XCTest
@testable import Library

final class PledgeAmountFormatterTests: XCTestCase {
    func testFormatsDollarsWithCents() {
        XCTAssertEqual(PledgeAmountFormatter.format(12.5, currency: "USD", locale: Locale(identifier: "en_US")), "$12.50")
    }

    func testFormatsYenWithoutDecimals() {
        XCTAssertEqual(PledgeAmountFormatter.format(1500, currency: "JPY", locale: Locale(identifier: "en_US")), "¥1,500")
    }
}
