import XCTest
@testable import Strider

final class DistanceTextTests: XCTestCase {
    func testUnitedStatesShowsMiles() {
        XCTAssertEqual(DistanceText.string(meters: 5_000, locale: Locale(identifier: "en_US")), "3.11 mi")
    }

    func testGermanyShowsKilometres() {
        XCTAssertEqual(DistanceText.string(meters: 5_000, locale: Locale(identifier: "de_DE")), "5,00 km")
    }

    func testGreatBritainShowsKilometres() {
        // Product decision STR-388: UK runners see kilometres (parkrun is 5 km).
        XCTAssertEqual(DistanceText.string(meters: 5_000, locale: Locale(identifier: "en_GB")), "5.00 km")
    }
}
