import XCTest
@testable import App

final class CheckInFormatterTests: XCTestCase {
    func testShiftDurationRoundsToQuarterHours() {
        // 7 h 53 min on site is billed as 8 h 00.
        XCTAssertEqual(CheckInFormatter.shiftDuration(minutes: 473), "8 h 00")
    }

    func testSiteCodeIsUppercased() {
        XCTAssertEqual(CheckInFormatter.siteCode("s-114"), "S-114")
    }
}
