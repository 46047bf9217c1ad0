import XCTest
@testable import Trailhop

final class ShareDurationFormatterTests: XCTestCase {
    func testFifteenMinutesLabel() {
        XCTAssertEqual(ShareDurationFormatter.label(for: .seconds(15 * 60)), "15 minutes")
    }

    func testOneHourLabel() {
        XCTAssertEqual(ShareDurationFormatter.label(for: .seconds(3600)), "1 hour")
    }

    func testEightHoursLabel() {
        XCTAssertEqual(ShareDurationFormatter.label(for: .seconds(8 * 3600)), "8 hours")
    }
}
