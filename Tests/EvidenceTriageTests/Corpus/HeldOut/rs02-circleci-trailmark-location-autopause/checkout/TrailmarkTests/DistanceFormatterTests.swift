import XCTest
@testable import Trailmark

final class DistanceFormatterTests: XCTestCase {
    func testMetricLocaleUsesKilometres() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(meters: 12_400), "12,4 km")
    }

    func testUSLocaleUsesMiles() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(meters: 12_400), "7.7 mi")
    }
}
