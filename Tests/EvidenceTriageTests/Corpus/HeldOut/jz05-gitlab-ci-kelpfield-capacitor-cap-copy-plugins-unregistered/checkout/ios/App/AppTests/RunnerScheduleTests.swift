import XCTest
@testable import App

final class RunnerScheduleTests: XCTestCase {
    func testIntervalMinutesConvertedToSeconds() {
        let now = Date(timeIntervalSince1970: 1_710_400_000)
        let begin = RunnerSchedule.earliestBegin(after: now, intervalMinutes: 15)
        XCTAssertEqual(begin.timeIntervalSince(now), 900)
    }
}
