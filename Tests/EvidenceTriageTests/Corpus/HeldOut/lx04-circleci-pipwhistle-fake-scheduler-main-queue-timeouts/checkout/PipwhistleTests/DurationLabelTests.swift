import XCTest
@testable import Pipwhistle

final class DurationLabelTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(DurationLabel.text(seconds: 42 * 60), "42 min")
    }

    func testHoursAndMinutes() {
        XCTAssertEqual(DurationLabel.text(seconds: 3900), "1h 05m")
    }
}
