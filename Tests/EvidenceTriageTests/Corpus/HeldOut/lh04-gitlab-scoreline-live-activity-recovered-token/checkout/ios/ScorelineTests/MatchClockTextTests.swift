import XCTest
@testable import Scoreline

final class MatchClockTextTests: XCTestCase {
    func testRegulationMinute() { XCTAssertEqual(MatchClockText.string(minute: 38, half: 1), "38'") }
    func testStoppageTimeMinute() { XCTAssertEqual(MatchClockText.string(minute: 92, half: 2), "90+2'") }
}
