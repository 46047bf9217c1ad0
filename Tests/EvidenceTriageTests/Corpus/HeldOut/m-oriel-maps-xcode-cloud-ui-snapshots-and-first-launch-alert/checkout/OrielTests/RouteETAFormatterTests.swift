import XCTest
@testable import Oriel

final class RouteETAFormatterTests: XCTestCase {
    func testRoundsToNearestFiveMinutes() {
        XCTAssertEqual(RouteETAFormatter.short(seconds: 23 * 60 + 10), "25 min")
    }
}
