import XCTest
@testable import Trailmark

final class ServiceDurationFormatterTests: XCTestCase {
    func testExactQuarterHours() {
        XCTAssertEqual(ServiceDurationFormatter.billableHours(minutes: 45), "0.75 h")
    }

    func testRoundsToNearestQuarterHour() {
        XCTAssertEqual(ServiceDurationFormatter.billableHours(minutes: 52), "0.75 h")
        XCTAssertEqual(ServiceDurationFormatter.billableHours(minutes: 53), "1.00 h")
    }
}
