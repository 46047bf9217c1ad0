import XCTest
@testable import Lumenwise

final class StreakTrackerTests: XCTestCase {
    private let start = ISO8601DateFormatter().date(from: "2026-03-10T08:00:00Z")!

    func testStreakKeptWhenReadToday() {
        let clock = ManualClock(start)
        let tracker = StreakTracker(clock: { clock.now })
        XCTAssertEqual(tracker.currentStreak(lastRead: clock.now, storedStreak: 4), 4)
    }

    func testStreakResetsAfterMissedDay() {
        let clock = ManualClock(start)
        let tracker = StreakTracker(clock: { clock.now })
        let lastRead = clock.now
        clock.advance(days: 2)
        XCTAssertEqual(tracker.currentStreak(lastRead: lastRead, storedStreak: 4), 0, "two days without reading must reset the streak")
    }
}
