import XCTest
@testable import Cairn

final class TrailDistanceFormatterTests: XCTestCase {
    private let formatter = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))

    func testMilesWithOneDecimal() {
        XCTAssertEqual(formatter.string(meters: 4_023), "2.5 mi")
    }

    func testFeetBelowTenthOfMile() {
        XCTAssertEqual(formatter.string(meters: 120), "394 ft")
    }
}
