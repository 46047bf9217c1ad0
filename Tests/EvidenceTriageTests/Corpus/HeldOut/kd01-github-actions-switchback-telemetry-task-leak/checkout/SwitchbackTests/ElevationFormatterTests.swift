import XCTest
@testable import Switchback

final class ElevationFormatterTests: XCTestCase {
    func testMetricLocaleShowsMeters() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "de_CH"))
        XCTAssertEqual(formatter.string(meters: 1204), "1’204 m")
    }

    func testImperialLocaleShowsFeet() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.string(meters: 1204), "3,950 ft")
    }

    func testZeroElevation() {
        let formatter = ElevationFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(formatter.string(meters: 0), "0 m")
    }
}
