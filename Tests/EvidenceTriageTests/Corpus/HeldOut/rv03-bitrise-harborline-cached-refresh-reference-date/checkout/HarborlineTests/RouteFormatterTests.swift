import XCTest
@testable import Harborline

final class RouteFormatterTests: XCTestCase {
    func testShortDuration() {
        XCTAssertEqual(RouteFormatter.duration(minutes: 35), "35 min")
    }

    func testDurationFormatting() {
        XCTAssertEqual(RouteFormatter.duration(minutes: 65), "1 h 5 min")
    }
}
