import XCTest
@testable import Ferngrove

final class TrailDistanceFormatterTests: XCTestCase {
    private let us = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))

    func testFeetBelowTenthOfMile() {
        XCTAssertEqual(us.string(fromMeters: 120), "394 ft")
    }

    func testKilometresForMetricLocale() {
        let de = TrailDistanceFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(de.string(fromMeters: 12_345), "12,3 km")
    }

    func testMilesUseOneDecimal() {
        // Trail cards align on one decimal: "3.0 mi", not "3 mi".
        XCTAssertEqual(us.string(fromMeters: 4_828.032), "3.0 mi")
    }
}
