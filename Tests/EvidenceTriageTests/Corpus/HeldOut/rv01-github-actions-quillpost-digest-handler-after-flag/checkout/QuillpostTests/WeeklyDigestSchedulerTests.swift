import XCTest
@testable import Quillpost

final class WeeklyDigestSchedulerTests: XCTestCase {
    private func calendar(_ locale: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func testNextDigestDateIsFollowingMondayAtTenForGermanLocale() {
        let scheduler = WeeklyDigestScheduler(calendar: calendar("de_DE"))
        let thursday = ISO8601DateFormatter().date(from: "2026-08-13T12:00:00Z")!
        XCTAssertEqual(scheduler.nextDigestDate(after: thursday),
                       ISO8601DateFormatter().date(from: "2026-08-17T10:00:00Z")!)
    }

    func testNextDigestDateIsFollowingMondayAtTen() {
        let scheduler = WeeklyDigestScheduler(calendar: calendar("en_US"))
        let thursday = ISO8601DateFormatter().date(from: "2026-08-13T12:00:00Z")!
        XCTAssertEqual(scheduler.nextDigestDate(after: thursday),
                       ISO8601DateFormatter().date(from: "2026-08-17T10:00:00Z")!)
    }
}
