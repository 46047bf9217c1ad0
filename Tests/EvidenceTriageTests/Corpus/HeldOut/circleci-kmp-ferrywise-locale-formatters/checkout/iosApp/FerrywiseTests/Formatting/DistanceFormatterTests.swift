import XCTest
import shared
@testable import Ferrywise

final class DistanceFormatterTests: XCTestCase {
    private let formatter = CrossingDistanceFormatter()

    func testLongDistanceUsesKilometres() {
        XCTAssertEqual(formatter.string(fromMetres: 12_400), "12 km")
    }

    func testShortDistanceUsesOneDecimal() {
        XCTAssertEqual(formatter.string(fromMetres: 1_240), "1.2 km")
    }

    func testBearingAbbreviation() {
        XCTAssertEqual(formatter.bearing(degrees: 315), "NW")
    }
}
