import XCTest
@testable import Runner

final class MatchClockFormatterTests: XCTestCase {
    func testFirstHalf() {
        XCTAssertEqual(MatchClockFormatter.string(minute: 27, half: 1), "27'")
    }

    func testStoppageTimeShowsPlus() {
        XCTAssertEqual(MatchClockFormatter.string(minute: 93, half: 2), "90+3'")
    }
}
