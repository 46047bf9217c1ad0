import XCTest
@testable import Trailmark

final class DistanceFormatterTests: XCTestCase {
    func testKilometresForGermany() {
        XCTAssertEqual(TrailDistanceFormatter.string(meters: 12_400, locale: Locale(identifier: "de_DE")), "12,4 km")
    }

    func testUsesMilesForUSRegion() {
        XCTAssertEqual(TrailDistanceFormatter.string(meters: 12_400, locale: Locale(identifier: "en_US")), "7.7 mi")
    }
}
