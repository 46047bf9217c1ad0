import XCTest
@testable import Runner

final class WidgetTimelineTests: XCTestCase {

    func testNextRefreshAtLocalMidnight() {
        NSTimeZone.default = TimeZone(identifier: "America/Chicago")!
        defer { NSTimeZone.default = TimeZone(identifier: "UTC")! }
        let now = ISO8601DateFormatter().date(from: "2026-11-30T20:00:00Z")!   // 14:00 in Chicago
        let next = StreakTimeline.nextRefresh(after: now)
        // Streak resets at the user's midnight: 2026-12-01 00:00 CST = 06:00Z.
        XCTAssertEqual(next, ISO8601DateFormatter().date(from: "2026-12-01T06:00:00Z")!)
    }
}
