import XCTest
@testable import Clockwren

final class DurationTextTests: XCTestCase {
    func testUnderOneHour() {
        XCTAssertEqual(DurationText.string(seconds: 1_500), "0:25 h")
    }

    func testDurationOver24HoursShowsDays() {
        XCTAssertEqual(DurationText.string(seconds: 93_600), "1 d 2:00 h")
    }
}
