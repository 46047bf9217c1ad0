import XCTest
@testable import Tallyboard

final class StreakTextTests: XCTestCase {
    func testZeroDays() {
        XCTAssertEqual(StreakText.text(days: 0), "Start today")
    }

    func testOneDayIsSingular() {
        XCTAssertEqual(StreakText.text(days: 1), "1 day")
    }
}
