import XCTest
@testable import Hollowbrook

final class TrailDistanceFormatterTests: XCTestCase {
    func testKilometresForGBLocale() {
        let formatter = TrailDistanceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(fromMeters: 5_000), "5 km")
    }

    func testMilesForUSLocale() {
        let formatter = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(fromMeters: 5_000), "3.1 mi")
    }

    func testRoundsToOneDecimal() {
        let formatter = TrailDistanceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(fromMeters: 12_345), "12.3 km")
    }
}
