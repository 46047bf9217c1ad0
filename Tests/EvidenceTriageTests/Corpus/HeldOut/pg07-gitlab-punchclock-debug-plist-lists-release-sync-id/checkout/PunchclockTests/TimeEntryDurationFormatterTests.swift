import XCTest
@testable import Punchclock

final class TimeEntryDurationFormatterTests: XCTestCase {
    func testHoursMinutes() {
        XCTAssertEqual(DurationFormatter.string(seconds: 5_460), "1:31")
    }
}
