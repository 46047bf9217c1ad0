import XCTest
@testable import Trailmix

final class DistanceFormatterTests: XCTestCase {
    func testMilesForUSLocale() {
        let f = TrailDistanceFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(meters: 5_000), "3.1 mi")
    }
}
