import XCTest
@testable import Wayfarer

final class RouteSummaryFormatterTests: XCTestCase {
    func testDistanceUsesMilesForUKEngineers() {
        let f = RouteSummaryFormatter(locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(f.distance(meters: 16_093), "10 mi")
    }
}

