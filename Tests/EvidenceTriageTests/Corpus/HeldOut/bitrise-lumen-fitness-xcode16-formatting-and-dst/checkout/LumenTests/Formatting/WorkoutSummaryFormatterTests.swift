import XCTest
@testable import Lumen

final class WorkoutSummaryFormatterTests: XCTestCase {
    private let formatter = WorkoutSummaryFormatter(locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "America/New_York")!)

    func testDurationLabel() {
        XCTAssertEqual(formatter.durationLabel(seconds: 3_725), "1 hr, 2 min")
    }

    func testStartTimeLabel() {
        let start = Date(timeIntervalSince1970: 1_786_014_300) // 2026-08-06 07:05 EDT
        XCTAssertEqual(formatter.startTimeLabel(start), "Started 7:05 AM")
    }
}
