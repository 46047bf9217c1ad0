import XCTest
@testable import GaugeFit

final class TodaySummaryTests: XCTestCase {
    // 2026-03-10 06:30 local in the test plan's TZ (America/Chicago, UTC-5)
    let now = ISO8601DateFormatter().date(from: "2026-03-10T11:30:00Z")!

    func testTodayStepsExcludeYesterdayEvening() {
        let samples = [
            StepSample(start: ISO8601DateFormatter().date(from: "2026-03-10T01:15:00Z")!, count: 2400), // 20:15 yesterday local
            StepSample(start: ISO8601DateFormatter().date(from: "2026-03-10T11:00:00Z")!, count: 900),  // 06:00 today local
        ]
        XCTAssertEqual(TodaySummary(now: now, calendar: .current).steps(from: samples), 900)
    }

    func testTodayWindowStartsAtLocalMidnight() {
        let window = TodaySummary(now: now, calendar: .current).window
        XCTAssertEqual(ISO8601DateFormatter().string(from: window.start), "2026-03-10T05:00:00Z")
    }
}
