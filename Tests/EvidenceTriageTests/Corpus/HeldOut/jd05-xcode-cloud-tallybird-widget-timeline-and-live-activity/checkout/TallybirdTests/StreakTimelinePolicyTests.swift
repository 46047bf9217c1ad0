import TallybirdKit
import XCTest

final class StreakTimelinePolicyTests: XCTestCase {
    private var policy: StreakTimelinePolicy!
    private let now = ISO8601DateFormatter().date(from: "2026-12-06T10:05:00Z")!

    override func setUp() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        policy = StreakTimelinePolicy(calendar: calendar)
    }

    func testNormalEntryReloadsAtMidnight() {
        let next = policy.nextReload(for: StreakEntry(date: now, streak: 12), now: now)
        XCTAssertEqual(next, ISO8601DateFormatter().date(from: "2026-12-07T00:00:00Z"))
    }

    func testErrorEntryRetriesInThirtyMinutes() {
        let failed = StreakEntry(date: now, streak: 0, error: URLError(.notConnectedToInternet))
        let next = policy.nextReload(for: failed, now: now)
        XCTAssertEqual(next, now.addingTimeInterval(30 * 60), "error timeline should retry after 30 min, not at midnight")
    }
}
