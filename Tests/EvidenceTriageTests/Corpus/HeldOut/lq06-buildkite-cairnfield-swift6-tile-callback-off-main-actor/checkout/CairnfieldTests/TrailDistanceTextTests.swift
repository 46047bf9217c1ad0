import XCTest
@testable import Cairnfield

final class TrailDistanceTextTests: XCTestCase {
    func testKilometresForUKLocale() {
        XCTAssertEqual(TrailDistanceText.string(meters: 12_400, locale: Locale(identifier: "en_GB")), "12.4 km")
    }

    func testMilesForUSLocale() {
        XCTAssertEqual(TrailDistanceText.string(meters: 12_400, locale: Locale(identifier: "en_US")), "7.7 mi")
    }
}
