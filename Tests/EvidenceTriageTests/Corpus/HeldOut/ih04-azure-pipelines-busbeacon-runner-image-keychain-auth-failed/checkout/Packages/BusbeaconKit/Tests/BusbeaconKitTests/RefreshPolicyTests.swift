import XCTest
@testable import BusbeaconKit

final class RefreshPolicyTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Chicago")!   // CDT, UTC-5 in August
        return c
    }()

    private func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    private var policy: RefreshPolicy {
        RefreshPolicy(quietHours: QuietHours(startHour: 22, endHour: 5), calendar: calendar)
    }

    func testNextRefreshDefaultsToFifteenMinutes() {
        let now = date("2021-08-09T14:00:00Z")
        XCTAssertEqual(policy.nextRefresh(after: now), now.addingTimeInterval(15 * 60))
    }

    func testBacksOffAfterThreeEmptyRefreshes() {
        let now = date("2021-08-09T14:00:00Z")
        XCTAssertEqual(policy.nextRefresh(after: now, emptyRefreshesInARow: 3), now.addingTimeInterval(60 * 60))
    }

    /// 21:50 local with three empty refreshes in a row: the backed-off candidate
    /// (22:50 local) falls inside quiet hours, so the request must move to 05:00
    /// local the next morning instead of waking the app overnight.
    func testNextRefreshSkipsQuietHours() {
        let now = date("2021-08-10T02:50:00Z")          // 21:50 America/Chicago
        let expected = date("2021-08-10T10:00:00Z")     // 05:00 America/Chicago

        let next = policy.nextRefresh(after: now, emptyRefreshesInARow: 3)

        // `now` itself is outside the window; only the candidate is inside it.
        XCTAssertFalse(policy.quietHours.contains(now, calendar: calendar))
        XCTAssertEqual(next, expected,
                       "earliestBeginDate must be pushed past quiet hours (22:00-05:00 district time)")
    }
}
