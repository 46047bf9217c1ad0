import XCTest
@testable import Tern

final class AmountFormatterTests: XCTestCase {
    private let formatter = AmountFormatter(locale: Locale(identifier: "en_US"))

    func testFormatsWholeAmount() {
        XCTAssertEqual(formatter.string(for: 40), "$40.00")
    }

    func testFormatsNegativeAmountWithMinus() {
        XCTAssertEqual(formatter.string(for: -12.5), "-$12.50")
    }
}
