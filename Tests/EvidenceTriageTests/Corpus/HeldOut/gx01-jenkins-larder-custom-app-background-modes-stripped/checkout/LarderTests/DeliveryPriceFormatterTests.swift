import XCTest
@testable import Larder

final class DeliveryPriceFormatterTests: XCTestCase {
    private let formatter = DeliveryPriceFormatter(locale: Locale(identifier: "fr_FR"), currencyCode: "EUR")

    func testFormatsWholeEuros() {
        XCTAssertEqual(formatter.string(fromCents: 700), "7,00\u{a0}€")
    }

    func testFormatsCentsWithoutRounding() {
        XCTAssertEqual(formatter.string(fromCents: 1249), "12,49\u{a0}€")
    }
}
