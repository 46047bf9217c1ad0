import XCTest
@testable import Matchday

final class MatchClockFormatterTests: XCTestCase {
    func testRegularMinute() {
        XCTAssertEqual(MatchClockFormatter().string(minute: 37, addedTime: 0, period: .firstHalf), "37'")
    }

    func testStoppageTimeShowsPlusMinutes() {
        XCTAssertEqual(MatchClockFormatter().string(minute: 90, addedTime: 3, period: .secondHalf), "90+3'")
    }
}
