import XCTest
@testable import Wayfinch

final class TripDistanceFormatterTests: XCTestCase {
    func testKilometresForSwedishLocale() {
        XCTAssertEqual(TripDistanceFormatter.string(meters: 12_400, locale: Locale(identifier: "sv_SE")), "12,4 km")
    }

    func testMilesForUSLocale() {
        XCTAssertEqual(TripDistanceFormatter.string(meters: 16_093, locale: Locale(identifier: "en_US")), "10 mi")
    }
}
