import XCTest
@testable import Trailmark

final class TrailFormatterTests: XCTestCase {
    func testDistanceUsesMilesForUSLocale() {
        let formatter = TrailFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(formatter.distance(meters: 8046.72), "5.0 mi")
    }
}
