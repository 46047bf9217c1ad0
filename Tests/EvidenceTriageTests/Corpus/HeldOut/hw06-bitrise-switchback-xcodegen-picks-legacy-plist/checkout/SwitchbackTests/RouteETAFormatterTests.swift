import XCTest
@testable import Switchback

final class RouteETAFormatterTests: XCTestCase {
    func testUnderAnHourShowsMinutesOnly() {
        XCTAssertEqual(RouteETAFormatter.string(minutes: 40), "40 min")
    }

    func testRoundsToNearestFiveMinutes() {
        XCTAssertEqual(RouteETAFormatter.string(minutes: 73), "1 h 15 min")
    }
}
