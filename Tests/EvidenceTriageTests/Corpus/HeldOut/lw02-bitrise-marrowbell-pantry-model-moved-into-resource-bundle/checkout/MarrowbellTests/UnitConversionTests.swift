import XCTest
import MarrowKit

final class UnitConversionTests: XCTestCase {
    func testButterSticks() {
        XCTAssertEqual(UnitConversion.grams(cups: 0.5, of: .butter), "114 g")
    }

    func testCupsOfFlourToGrams() {
        // MBL-2240: spooned-and-levelled flour, as printed on the recipe cards.
        XCTAssertEqual(UnitConversion.grams(cups: 1, of: .flour), "125 g")
    }

    func testSugar() {
        XCTAssertEqual(UnitConversion.grams(cups: 0.25, of: .sugar), "50 g")
    }
}
