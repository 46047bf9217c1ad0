import XCTest
@testable import Tidewell

final class UnitConverterTests: XCTestCase {
    func testConvertsCupsToMillilitres() {
        XCTAssertEqual(UnitConverter.millilitres(fromCups: 1), 240, accuracy: 0.5)
    }

    func testConvertsOuncesToGrams() {
        XCTAssertEqual(UnitConverter.grams(fromOunces: 16), 453.6, accuracy: 0.1)
    }
}
