import XCTest
@testable import Heron

final class DailySummaryTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    func testSummaryRollsOverAtLocalMidnight() {
        let calc = DailySummaryCalculator(timeZone: berlin)
        let lateEvening = ISO8601DateFormatter().date(from: "2026-08-12T21:30:00Z")!  // 23:30 local
        let afterMidnight = ISO8601DateFormatter().date(from: "2026-08-12T22:10:00Z")! // 00:10 local
        let days = calc.bucket([.init(steps: 400, at: lateEvening), .init(steps: 250, at: afterMidnight)])
        XCTAssertEqual(days.count, 2)
    }

    func testGoalProgressCapsAtOneHundredPercent() {
        XCTAssertEqual(DailySummaryCalculator.progress(steps: 15_000, goal: 10_000), 1.0)
    }
}
