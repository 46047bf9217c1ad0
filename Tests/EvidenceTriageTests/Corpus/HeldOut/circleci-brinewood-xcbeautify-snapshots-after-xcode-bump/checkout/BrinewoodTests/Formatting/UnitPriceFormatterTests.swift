import XCTest
@testable import Brinewood

final class UnitPriceFormatterTests: XCTestCase {
    func testFormatsPerKiloPrice() {
        let f = UnitPriceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.string(price: 2.49, grams: 400), "£6.23/kg")
    }

    func testFormatsPerLitrePrice() {
        let f = UnitPriceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.string(price: 1.35, millilitres: 568), "£2.38/l")
    }
}
