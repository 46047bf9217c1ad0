import XCTest
@testable import Tamarack

final class TrailDistanceFormatterTests: XCTestCase {
    func testKilometresForUKLocale() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.string(metres: 12_400), "12.4 km")
    }

    func testMilesForUSLocale() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(metres: 12_400), "7.7 mi")
    }
}
