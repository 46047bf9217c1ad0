import XCTest
@testable import Scoreline

final class MatchClockTextTests: XCTestCase {
    func testRegularTime() {
        XCTAssertEqual(MatchClockText.string(minute: 57, stoppage: 0), "57'")
    }

    func testStoppageTimeFormatting() {
        XCTAssertEqual(MatchClockText.string(minute: 90, stoppage: 3), "90+3'")
    }
}
