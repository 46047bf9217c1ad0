import XCTest
@testable import Brackwater

final class QuietHoursPolicyTests: XCTestCase {
    private let iso = ISO8601DateFormatter()

    func testNextRefreshWindowStartsAtLocal2AM() {
        let now = iso.date(from: "2025-04-07T21:15:00Z")!     // 17:15 in Boston
        let next = QuietHoursPolicy().nextRefreshWindow(after: now)
        XCTAssertEqual(next, iso.date(from: "2025-04-08T06:00:00Z")!)   // 02:00 EDT
    }

    func testWindowAfterMidnightIsSameNight() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Lisbon")!
        let now = iso.date(from: "2025-04-08T00:30:00Z")!     // 01:30 in Lisbon
        let next = QuietHoursPolicy(calendar: calendar).nextRefreshWindow(after: now)
        XCTAssertEqual(next, iso.date(from: "2025-04-08T01:00:00Z")!)
    }
}
