import XCTest
@testable import Quarry

final class BenchHeightFormatterTests: XCTestCase {
    func testMetersForMetricLocale() {
        let f = BenchHeightFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(meters: 12.5), "12,5 m")
    }

    func testFeetAndInchesForImperialLocale() {
        let f = BenchHeightFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(meters: 12.8), "41 ft 11 in")
    }
}
