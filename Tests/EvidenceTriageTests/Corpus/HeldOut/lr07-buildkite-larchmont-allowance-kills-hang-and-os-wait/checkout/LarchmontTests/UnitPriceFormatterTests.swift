import XCTest
@testable import Larchmont

final class UnitPriceFormatterTests: XCTestCase {
    func testPricePerKiloRoundsHalfUp() {
        XCTAssertEqual(UnitPriceFormatter().perKilo(price: 1.99, grams: 400), "£4.98/kg")
    }

    func testWholeKilo() {
        XCTAssertEqual(UnitPriceFormatter().perKilo(price: 3, grams: 1000), "£3/kg")
    }
}
