import XCTest
@testable import WayfarerCore

final class RouteProgressFormatterTests: XCTestCase {
    func testRemainingDistanceInMiles() {
        let f = RouteProgressFormatter(locale: Locale(identifier: "en_US"), units: .imperial)
        XCTAssertEqual(f.remaining(meters: 1_609), "1 mi")
    }

    func testShortDistanceInFeet() {
        let f = RouteProgressFormatter(locale: Locale(identifier: "en_US"), units: .imperial)
        XCTAssertEqual(f.remaining(meters: 100), "330 ft")
    }
}
