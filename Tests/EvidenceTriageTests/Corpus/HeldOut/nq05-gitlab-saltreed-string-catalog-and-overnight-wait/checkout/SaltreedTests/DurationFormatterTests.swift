import XCTest
@testable import Saltreed

final class DurationFormatterTests: XCTestCase {
    func testHoursAndMinutes() {
        XCTAssertEqual(DurationText.short(seconds: 3_900), "1 h 5 min")
    }
}
