import XCTest
@testable import Quayside

final class PriceLabelFormatterTests: XCTestCase {
    func testPositiveAmount() {
        XCTAssertEqual(PriceLabelFormatter.string(from: 12.5, currencyCode: "EUR"), "€12.50")
    }

    func testNegativeAmountUsesMinusSign() {
        XCTAssertEqual(PriceLabelFormatter.string(from: -4.5, currencyCode: "EUR"), "-€4.50")
    }
}
