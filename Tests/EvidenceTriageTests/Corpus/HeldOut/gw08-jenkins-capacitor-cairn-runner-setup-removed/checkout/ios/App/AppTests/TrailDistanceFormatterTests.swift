import XCTest
@testable import App

final class TrailDistanceFormatterTests: XCTestCase {

    func testFormatsKilometres() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_GB"), units: .metric)
        XCTAssertEqual(f.string(meters: 4_250), "4.3 km")
    }

    func testRoundsToOneDecimalMile() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_US"), units: .imperial)
        // 3,130 m = 1.945 mi
        XCTAssertEqual(f.string(meters: 3_130), "1.9 mi")
    }
}
